// The umbrella module an app imports: the whole platform-independent engine, without libyaml.
@_exported import TierbarInteraction
@_exported import TierbarLayout
@_exported import TierbarModel
@_exported import TierbarRender
@_exported import TierbarRows
@_exported import TierbarValidation
