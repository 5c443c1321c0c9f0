import Foundation
import Testing
import Tierbar
import TierbarTestSupport
import TierbarYAML

@testable import TierbarPreview

/// The gallery's states, transitions, timing and page, with a stand-in renderer that draws each
/// item as a rectangle carrying its id (the real SVG writer is tested with `tierbar render`).
@Suite struct GalleryTests {
  static let reminders = """
    version: 1
    toolbars:
      - id: reminders
        presentation: accessory
        growth: overlay
        tiers:
          - id: main
            height: 50
            items:
              - { id: bell, icon: bell, action: { toggle: intervals } }
          - id: intervals
            height: 60
            collapsed: true
            items:
              - { id: one-hour, title: 1hour }
    """

  static func engine(_ yaml: String) throws -> LayoutEngine {
    let result = ConfigLoader().load(Array(yaml.utf8), file: "test.yaml")
    let config = try #require(result.config, "\(result.diagnostics)")
    let toolbar = try #require(config.toolbars.first)
    return LayoutEngine(RowRegistry.builtIn.resolve(config: config, toolbar: toolbar))
  }

  static func standIn(_ shot: GalleryShot) -> String {
    var svg = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
    svg += "width=\"\(Int(shot.layout.size.width))\" data-appearance=\"\(shot.appearance)\">"
    for item in shot.layout.items {
      svg += "<g data-item=\"\(item.id)\"><rect width=\"\(item.frame.width)\"/></g>"
    }
    return svg + "</svg>"
  }

  @Test func defaultDevicesAreTheSmallestAndLargestPhoneAndAnIPad() {
    #expect(Gallery.defaultDevices.map(\.name) == ["iphone-se", "iphone-15-pro-max", "ipad-10"])
  }

  @Test func remindersHasTwoStatesAndTheBellSwitchesBetweenThem() throws {
    let toolbar = try Self.engine(Self.reminders).toolbar
    let states = GalleryStates.states(of: toolbar)
    #expect(states.map(\.key) == ["", "intervals"])
    #expect(states.map(\.label) == ["collapsed", "intervals expanded"])
    #expect(
      GalleryStates.transitions(of: toolbar, states: states)
        == ["": ["bell": "intervals"], "intervals": ["bell": ""]])
    #expect(states[1].state(for: toolbar).expansion["intervals"] == 1)
  }

  @Test func combinationsAreCappedAtFourCollapsibleTiers() throws {
    func toolbar(tiers: Int) throws -> ToolbarDefinition {
      var yaml = "version: 1\ntoolbars:\n  - id: t\n    tiers:\n      - id: main\n        items:\n"
      for index in 0..<tiers {
        yaml += "          - { id: b\(index), title: B, action: { toggle: t\(index) } }\n"
      }
      for index in 0..<tiers {
        yaml += "      - id: t\(index)\n        collapsed: true\n        items:\n"
        yaml += "          - { id: i\(index), title: I }\n"
      }
      return try Self.engine(yaml).toolbar
    }
    #expect(GalleryStates.states(of: try toolbar(tiers: 4)).count == 16)
    let five = GalleryStates.states(of: try toolbar(tiers: 5))
    #expect(five.map(\.key) == ["", "t0", "t1", "t2", "t3", "t4"])
  }

  @Test func idsHoldingPlusMakeEightDistinctStates() throws {
    let toolbar = try Self.engine(GalleryConfigs.plusInIDs).toolbar
    let states = GalleryStates.states(of: toolbar)
    #expect(
      states.map(\.key) == ["", "a", "b", "a b", "a+b", "a a+b", "b a+b", "a b a+b"])
    #expect(Set(states.map(\.key)).count == 8)
    #expect(states[3].expanded == ["a", "b"])
    #expect(states[4].expanded == ["a+b"])
    #expect(
      GalleryStates.transitions(of: toolbar, states: states) == [
        "": ["b1": "a", "b2": "b", "b3": "a+b"],
        "a": ["b1": "", "b2": "a b", "b3": "a a+b"],
        "b": ["b1": "a b", "b2": "", "b3": "b a+b"],
        "a b": ["b1": "b", "b2": "a", "b3": "a b a+b"],
        "a+b": ["b1": "a a+b", "b2": "b a+b", "b3": ""],
        "a a+b": ["b1": "a+b", "b2": "a b a+b", "b3": "a"],
        "b a+b": ["b1": "a b a+b", "b2": "a+b", "b3": "b"],
        "a b a+b": ["b1": "b a+b", "b2": "a a+b", "b3": "a b"],
      ])
    #expect(states[4].state(for: toolbar).expansion == ["m": 1, "a": 0, "b": 0, "a+b": 1])
  }

  /// A tier named `collapsed`: its expanded state once shared the all-collapsed state's key, so
  /// the page had one state and a click led nowhere.
  @Test func aTierNamedCollapsedHasItsOwnState() throws {
    let toolbar = try Self.engine(GalleryConfigs.tierNamedCollapsed).toolbar
    let states = GalleryStates.states(of: toolbar)
    #expect(states.map(\.key) == ["", "collapsed"])
    #expect(states.map(\.label) == ["collapsed", "collapsed expanded"])
    #expect(
      GalleryStates.transitions(of: toolbar, states: states)
        == ["": ["x": "collapsed"], "collapsed": ["x": ""]])
  }

  @Test func timingIsTheControllersOwnForAToggle() throws {
    let engine = try Self.engine(Self.reminders)
    let timing = Gallery.tierTiming(engine: engine, environment: nil)
    #expect(timing == ToolbarController.Options().tierAnimation)
    #expect(timing == AnimationTiming(duration: 0.1, curve: .easeInOut))
  }

  /// The page animates along the engine's curve: the `cubic-bezier()` it writes has exactly the
  /// control points of `AnimationCurve.timing`, for every curve the engine names.
  @Test(arguments: AnimationCurve.named.map(\.curve))
  func cssCurveHasTheEnginesControlPoints(_ curve: AnimationCurve) throws {
    let css = TimingFunction.css(curve.timing)
    #expect(css.hasPrefix("cubic-bezier(") && css.hasSuffix(")"))
    let numbers = css.dropFirst(13).dropLast().split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    let bezier = curve.timing
    #expect(numbers == [bezier.x1, bezier.y1, bezier.x2, bezier.y2])
    let parsed = CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    for step in 0...20 {
      let time = Double(step) / 20
      #expect(parsed.value(at: time) == curve.progress(at: time))
    }
  }

  @Test func durationsAreWrittenExactly() {
    #expect(TimingFunction.css(duration: 0.1) == "100ms")
    #expect(TimingFunction.css(duration: 0.25) == "250ms")
    #expect(TimingFunction.css(duration: 0) == "0ms")
    #expect(TimingFunction.css(duration: 0.0001234) == "0.0001234s")
  }

  @Test func pageHasEveryDeviceAppearanceAndStateLabelled() throws {
    let engine = try Self.engine(Self.reminders)
    let gallery = Gallery.make(
      title: "reminders", engine: engine, devices: Gallery.defaultDevices, draw: Self.standIn)
    #expect(gallery.rows.count == 6)
    let html = GalleryPage.document(gallery)
    for device in ["iphone-se", "iphone-15-pro-max", "ipad-10"] {
      for appearance in ["light", "dark"] {
        for state in ["collapsed", "intervals expanded"] {
          #expect(html.contains("<figcaption>\(device) · \(appearance) · \(state)</figcaption>"))
        }
      }
    }
    #expect(html.components(separatedBy: "<figure class=\"shot\"").count - 1 == 12)
    #expect(!html.contains("<?xml"))
    #expect(html.contains("--tier-duration: 100ms; --tier-curve: cubic-bezier(0.42, 0, 0.58, 1)"))
    #expect(
      html.contains(
        "<script type=\"application/json\" class=\"gallery-transitions\">"
          + "{\"\":{\"bell\":\"intervals\"},\"intervals\":{\"bell\":\"\"}}</script>"
      ))
    #expect(html == GalleryPage.document(gallery))
  }

  /// Self-contained: nothing the browser would fetch (the SVG namespace is a name, not a fetch).
  @Test func pageRefersToNothingOutside() throws {
    let engine = try Self.engine(Self.reminders)
    let html = GalleryPage.document(
      Gallery.make(title: "r", engine: engine, devices: Gallery.defaultDevices, draw: Self.standIn))
    let withoutNamespace = html.replacingOccurrences(
      of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
    for pattern in ["http:", "https:", "src=", "href=", "@import", "url("] {
      #expect(!withoutNamespace.contains(pattern), "\(pattern)")
    }
  }

  @Test func textIsEscaped() {
    #expect(HTMLText.escape("<a href=\"x\">&'") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;")
    let json = GalleryPage.transitionsJSON(["</script>": ["a": "b"]])
    #expect(!json.contains("</"))
  }
}
