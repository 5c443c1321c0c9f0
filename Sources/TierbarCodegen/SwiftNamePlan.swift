import TierbarModel

/// The Swift names of every toolbar, tier and item of the files compiled together, or the located
/// problems that stop them: an id that cannot become a name, two ids that become one name, two
/// toolbars with one id.
struct SwiftNamePlan {
  struct Toolbar {
    /// `reminders`: the `ToolbarDefinition` member of the namespace.
    var member: String
    /// `Reminders`: the enum holding `config`, `Tier`, `Item` and `Tag`.
    var type: String
    /// Case names, parallel to the toolbar's tiers.
    var tiers: [String]
    /// Case names, parallel to the toolbar's `allItems`.
    var items: [String]
  }

  /// Per input file, per toolbar.
  private(set) var toolbars: [[Toolbar]] = []
  private(set) var diagnostics: [Diagnostic] = []

  fileprivate static func notAName(_ what: String, _ id: String) -> String {
    "\(what) id '\(id)' cannot become a Swift name; use words of ASCII letters and digits "
      + "separated by '-', '_' or '.', starting with a letter ('send-bar' becomes sendBar)"
  }

  fileprivate static func reserved(_ what: String, _ id: String, _ name: String) -> String {
    "\(what) id '\(id)' becomes the Swift name '\(name)', which the generated code needs for "
      + "itself; rename the \(what)"
  }

  fileprivate static func clash(_ what: String, _ id: String, _ other: String, _ name: String)
    -> String
  {
    "\(what) ids '\(other)' and '\(id)' both become the Swift name '\(name)'; rename one of them"
  }

  fileprivate static func duplicateToolbar(_ id: String, _ otherFile: String) -> String {
    "toolbar '\(id)' is also defined in \(otherFile); toolbars compiled together share one "
      + "namespace, so their ids must differ"
  }

  /// Where an id was written: found in the node tree only when a diagnostic needs it.
  private enum Place: Hashable {
    case toolbar(file: Int, toolbar: Int)
    case tier(file: Int, toolbar: Int, tier: Int)
    case item(file: Int, toolbar: Int, tier: Int, item: Int)

    var file: Int {
      switch self {
      case .toolbar(let file, _), .tier(let file, _, _), .item(let file, _, _, _): return file
      }
    }
  }

  /// The first id that took a name in a scope.
  private struct Claim {
    var id: String
    var place: Place
  }

  private let inputs: [CompileInput]
  private var locators: [Int: IDLocator] = [:]

  init(inputs: [CompileInput]) {
    self.inputs = inputs
    var typeClaims: [String: Claim] = [:]
    var idClaims: [String: Claim] = [:]
    for (file, input) in inputs.enumerated() {
      var names: [Toolbar] = []
      for (index, toolbar) in input.config.toolbars.enumerated() {
        let place = Place.toolbar(file: file, toolbar: index)
        if let first = idClaims[toolbar.id] {
          report(
            .duplicateToolbar, Self.duplicateToolbar(toolbar.id, inputs[first.place.file].file),
            at: place, note: ("first defined here", first.place))
        } else {
          idClaims[toolbar.id] = Claim(id: toolbar.id, place: place)
        }
        let type = checkedName(
          SwiftNames.type(toolbar.id), id: toolbar.id, what: "toolbar", at: place,
          reserved: SwiftNames.typesUsed.union(SwiftNames.reservedMembers))
        var member = ""
        if let type {
          member = SwiftNames.member(toolbar.id) ?? ""
          if SwiftNames.reservedMembers.contains(member) {
            report(.idNotSwiftName, Self.reserved("toolbar", toolbar.id, member), at: place)
          }
          claim(type, id: toolbar.id, what: "toolbar", at: place, in: &typeClaims)
        }
        names.append(
          Toolbar(
            member: member, type: type ?? "", tiers: tierNames(toolbar, file: file, toolbar: index),
            items: itemNames(toolbar, file: file, toolbar: index)))
      }
      toolbars.append(names)
    }
  }

  private mutating func tierNames(_ toolbar: ToolbarDefinition, file: Int, toolbar index: Int)
    -> [String]
  {
    var claims: [String: Claim] = [:]
    return toolbar.tiers.enumerated().map { tierIndex, tier in
      let place = Place.tier(file: file, toolbar: index, tier: tierIndex)
      guard
        let name = checkedName(
          SwiftNames.member(tier.id), id: tier.id, what: "tier", at: place,
          reserved: SwiftNames.reservedMembers)
      else { return "" }
      claim(name, id: tier.id, what: "tier", at: place, in: &claims)
      return name
    }
  }

  private mutating func itemNames(_ toolbar: ToolbarDefinition, file: Int, toolbar index: Int)
    -> [String]
  {
    var claims: [String: Claim] = [:]
    var names: [String] = []
    for (tierIndex, tier) in toolbar.tiers.enumerated() {
      for (itemIndex, item) in tier.items.enumerated() {
        let place = Place.item(file: file, toolbar: index, tier: tierIndex, item: itemIndex)
        let name = checkedName(
          SwiftNames.member(item.id), id: item.id, what: "item", at: place,
          reserved: SwiftNames.reservedMembers)
        if let name { claim(name, id: item.id, what: "item", at: place, in: &claims) }
        names.append(name ?? "")
      }
    }
    return names
  }

  /// `name`, or nil with a diagnostic when the id could not be converted or the name is reserved.
  private mutating func checkedName(
    _ name: String?, id: String, what: String, at place: Place, reserved: Set<String>
  ) -> String? {
    guard let name else {
      report(.idNotSwiftName, Self.notAName(what, id), at: place)
      return nil
    }
    if reserved.contains(name) {
      report(.idNotSwiftName, Self.reserved(what, id, name), at: place)
      return nil
    }
    return name
  }

  /// Claims `name` in `claims`, or reports the clash with the id that claimed it first (the same
  /// id twice is validation's duplicate, or `duplicate-toolbar`, not a clash).
  private mutating func claim(
    _ name: String, id: String, what: String, at place: Place, in claims: inout [String: Claim]
  ) {
    guard let first = claims[name] else {
      claims[name] = Claim(id: id, place: place)
      return
    }
    guard first.id != id else { return }
    report(
      .swiftNameClash, Self.clash(what, id, first.id, name), at: place,
      note: ("'\(first.id)' is here", first.place))
  }

  private mutating func report(
    _ code: DiagnosticCode, _ message: String, at place: Place,
    note: (message: String, place: Place)? = nil
  ) {
    var notes: [DiagnosticNote] = []
    if let note {
      notes.append(
        DiagnosticNote(note.message, at: range(of: note.place), file: inputs[note.place.file].file))
    }
    diagnostics.append(
      Diagnostic(
        .error, code, message, at: range(of: place), file: inputs[place.file].file, notes: notes))
  }

  private mutating func range(of place: Place) -> SourceRange {
    let locator = locators[place.file] ?? IDLocator(root: inputs[place.file].nodes())
    locators[place.file] = locator
    switch place {
    case .toolbar(_, let toolbar): return locator.toolbar(toolbar)
    case .tier(_, let toolbar, let tier): return locator.tier(tier, of: toolbar)
    case .item(_, let toolbar, let tier, let item):
      return locator.item(item, tier: tier, toolbar: toolbar)
    }
  }
}
