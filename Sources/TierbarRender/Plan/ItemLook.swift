import TierbarModel

/// One item's colours, border and corner radius in one look state, resolved for one appearance.
struct ResolvedItemLook {
  var background: RenderColor?
  var border: RenderBorder?
  var cornerRadius: Double
  var titleColor: RenderColor
  var iconColor: RenderColor
  var font: FontSpec

  /// The rules, in order: the style's variant for the state (`selected:`/`disabled:` overlaid on
  /// its normal look by `TierbarConfig.resolvedStyle`); where the style has no variant for the
  /// state, ``DefaultLook`` supplies one (a faint background when selected, dimmed when disabled).
  init(style: TierbarConfig.ResolvedStyle, state: ItemLookState, appearance: Appearance) {
    let variant: StyleAppearance
    switch state {
    case .normal: variant = style.normal
    case .selected: variant = style.selected
    case .disabled: variant = style.disabled
    }
    let background =
      if state == .selected && style.selected == style.normal {
        variant.background ?? DefaultLook.selectedBackground
      } else {
        variant.background
      }
    self.background = background?.resolved(for: appearance)
    border = variant.border.flatMap { border in
      let width = border.width.isFinite && border.width > 0 ? border.width : 0
      guard width > 0 else { return nil }
      return RenderBorder(
        width: width,
        color: (border.color ?? DefaultLook.separator).resolved(for: appearance))
    }
    cornerRadius = variant.cornerRadius.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
    titleColor = (variant.foreground ?? variant.tint ?? DefaultLook.tint).resolved(for: appearance)
    iconColor = (variant.tint ?? variant.foreground ?? DefaultLook.tint).resolved(for: appearance)
    font = variant.font ?? FontSpec()
    if state == .disabled && style.disabled == style.normal {
      let factor = DefaultLook.disabledOpacity
      self.background = self.background?.dimmed(by: factor)
      if let color = border?.color { border?.color = color.dimmed(by: factor) }
      titleColor = titleColor.dimmed(by: factor)
      iconColor = iconColor.dimmed(by: factor)
    }
  }
}
