/// Small configs written by the tests (the bundled ones live in Configs/).
enum ValidConfigs {
  /// One toolbar, one tier, one titled item: valid, no warnings.
  static let single = """
    version: 1
    toolbars:
      - id: bar
        tiers:
          - id: main
            height: 44
            items:
              - { id: done, title: Done, action: dismiss-keyboard }

    """

  /// Valid apart from a duplicated key: `height` at 6:9 repeats the one at 5:9.
  static let duplicateKey = """
    toolbars:
      - id: bar
        tiers:
          - id: main
            height: 44
            height: 50
            items:
              - { id: done, title: Done }

    """

  /// Valid, with one warning: an icon-only item without an accessibility label (6:13).
  static let iconOnly = """
    toolbars:
      - id: bar
        tiers:
          - id: main
            items:
              - id: bell
                icon: bell

    """
}
