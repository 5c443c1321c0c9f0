/// Toolbars whose tier ids once made the gallery's state keys collide, shared by the gallery's
/// own tests and the `tierbar render` tests.
public enum GalleryConfigs {
  /// Tiers `a`, `b` and `a+b`, each toggled by a button of tier `m`: with ids joined by `+`,
  /// "a and b expanded" and "a+b expanded" shared a key, so 8 states made 7 transition entries.
  public static let plusInIDs = """
    version: 1
    toolbars:
      - id: plus
        presentation: accessory
        growth: overlay
        tiers:
          - id: m
            items:
              - { id: b1, title: A, action: { toggle: a } }
              - { id: b2, title: B, action: { toggle: b } }
              - { id: b3, title: AB, action: { toggle: "a+b" } }
          - { id: a, collapsed: true, items: [{ id: ia, title: IA }] }
          - { id: b, collapsed: true, items: [{ id: ib, title: IB }] }
          - { id: "a+b", collapsed: true, items: [{ id: iab, title: IAB }] }
    """

  /// A tier named `collapsed`: its expanded state once shared the all-collapsed state's key.
  public static let tierNamedCollapsed = """
    version: 1
    toolbars:
      - id: t
        tiers:
          - id: main
            items:
              - { id: x, title: X, action: { toggle: collapsed } }
          - { id: collapsed, collapsed: true, items: [{ id: inside, title: I }] }
    """
}
