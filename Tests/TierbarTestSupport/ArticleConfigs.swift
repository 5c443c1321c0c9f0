import Tierbar

/// The four `Configs/*.yaml` files written as Swift literals, field for field, so the article
/// scenarios can be tested before the YAML reader lands (the golden tests load the files too).
public enum ArticleConfigs {
  /// The issue's `tierbar simulate` example over `Configs/reminders.yaml`: open the bell tier,
  /// select "one hour", deselect it, save the state.
  public static let remindersScript = """
    toolbar: reminders
    environment: { device: iphone-15, keyboard: software }
    container: [0, 0, 393, 852]
    steps:
      - tap: bell
      - tap: one-hour
      - tap: one-hour
      - save: state.json

    """

  public static let chipStyle = StyleDefinition(
    appearance: StyleAppearance(
      foreground: .system("systemBlue"), border: Border(width: 1, color: .system("systemGray4")),
      cornerRadius: 20,
      contentInsets: EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)),
    selected: StyleAppearance(background: .system("systemBlue"), foreground: .system("white")))

  public static let reminders = TierbarConfig(
    styles: ["chip": chipStyle],
    toolbars: [
      ToolbarDefinition(
        id: "reminders", presentation: .accessory, growth: .overlay,
        tiers: [
          TierDefinition(
            id: "main", height: .fixed(50),
            items: [
              ItemDefinition(
                id: "bell", icon: "bell", accessibilityLabel: "Remind me",
                action: .toggle(tier: "intervals"))
            ]),
          TierDefinition(
            id: "intervals", height: .fixed(60), collapsed: true,
            layout: RowLayout(
              padding: EdgeInsets(top: 10, leading: 20), spacing: 20, alignment: .leading,
              verticalAlignment: .top),
            selection: .singleOptional,
            items: [
              ItemDefinition(id: "one-hour", title: "1hour", tag: .int(60), style: "chip"),
              ItemDefinition(id: "three-hours", title: "3hour", tag: .int(180), style: "chip"),
              ItemDefinition(id: "five-hours", title: "5hour", tag: .int(400), style: "chip"),
            ]),
        ])
    ])

  public static let safeArea = TierbarConfig(toolbars: [
    ToolbarDefinition(
      id: "safe-area", presentation: .accessory, safeArea: .automatic,
      tiers: [
        TierDefinition(
          id: "main", height: .fixed(44),
          items: [
            ItemDefinition(
              id: "previous", icon: "chevron.up", action: .event(name: "previous-field")),
            ItemDefinition(id: "next", icon: "chevron.down", action: .event(name: "next-field")),
            ItemDefinition(id: "space-3", kind: .flexibleSpace),
            ItemDefinition(id: "done", title: "Done", action: .dismissKeyboard),
          ])
      ])
  ])

  public static let checkStyle = StyleDefinition(
    appearance: StyleAppearance(
      foreground: .system("label"), tint: .system("systemBlue"),
      contentInsets: EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12),
      minSize: Size(width: 44, height: 44)))

  public static let checkboxInput = TierbarConfig(
    styles: ["check": checkStyle],
    toolbars: [
      ToolbarDefinition(
        id: "checkboxes", presentation: .inputView,
        tiers: [
          TierDefinition(
            id: "checks", kind: "checkboxes", height: .fit,
            layout: RowLayout(padding: EdgeInsets(all: 16), spacing: 8, lineSpacing: 8),
            selection: .multiple(),
            items: ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"].enumerated().map {
              ItemDefinition(id: "check-\($0.offset + 1)", title: $0.element, style: "check")
            },
            parameters: ["columns": .int(2)])
        ]),
      ToolbarDefinition(
        id: "close-bar", presentation: .accessory,
        tiers: [
          TierDefinition(
            id: "main", height: .fixed(44),
            items: [
              ItemDefinition(id: "space-1", kind: .flexibleSpace),
              ItemDefinition(id: "close", title: "Close", action: .dismissKeyboard),
            ])
        ]),
    ])

  public static let keyboardFollow = TierbarConfig(toolbars: [
    ToolbarDefinition(
      id: "follow", presentation: .follow,
      tiers: [
        TierDefinition(
          id: "main", height: .fixed(44),
          items: [
            ItemDefinition(id: "bold", icon: "bold", action: .event(name: "bold")),
            ItemDefinition(id: "italic", icon: "italic", action: .event(name: "italic")),
            ItemDefinition(id: "space-3", kind: .flexibleSpace),
            ItemDefinition(id: "send", title: "Send", action: .event(name: "send")),
          ])
      ])
  ])
}
