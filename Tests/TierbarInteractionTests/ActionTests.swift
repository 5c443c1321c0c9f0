import Testing
import TierbarInteraction
import TierbarModel

@Suite struct ActionTests {
  @Test func eventsCarryItemAndTag() {
    var bar = Scenarios.controller(Scenarios.follow)
    #expect(
      bar.handle(.tap(item: "send")) == [
        .event(ItemEvent(name: "send", item: "send", tag: .string("go")))
      ])
    #expect(
      bar.handle(.tap(item: "bold")) == [.event(ItemEvent(name: "bold", item: "bold", tag: nil))])
    #expect(bar.handle(.tap(item: "done")) == [.dismissKeyboard(item: "done")])
  }

  @Test func spacesDisabledAndUnknownItemsAreRefused() {
    var toolbar = Scenarios.follow
    toolbar.tiers[0].items[0].disabled = true
    var bar = Scenarios.controller(toolbar)
    let reasons = ["space-2", "bold", "sendd"].map { id -> Refusal.Reason? in
      if case .refused(let refusal) = bar.handle(.tap(item: id)).first { return refusal.reason }
      return nil
    }
    #expect(reasons == [.notInteractive, .disabledItem, .unknownItem])
    if case .refused(let refusal) = bar.handle(.tap(item: "sendd")).first {
      #expect(refusal.message.hasSuffix("; did you mean 'send'?"))
    }
  }

  @Test func effectJSONHasStableFields() {
    let change = Effect.selectionChanged(
      SelectionChange(tier: "intervals", selected: ["one-hour"], tags: [.int(60)]))
    #expect(
      change.json.render()
        == #"{"type":"selectionChanged","tier":"intervals","selected":["one-hour"],"tags":[60]}"#)
    let bar = Effect.barAnimation(
      BarAnimation(
        from: Rect(x: 0, y: 852, width: 393, height: 44),
        to: Rect(x: 0, y: 472, width: 393, height: 44),
        timing: AnimationTiming(duration: 0.25, curve: .keyboard)))
    #expect(
      bar.json.render()
        == #"{"type":"barAnimation","from":{"x":0,"y":852,"width":393,"height":44},"#
        + #""to":{"x":0,"y":472,"width":393,"height":44},"duration":0.25,"curve":"keyboard","#
        + #""rawCurve":7}"#)
    let event = Effect.event(ItemEvent(name: "send", item: "send", tag: nil))
    #expect(event.json.render() == #"{"type":"event","name":"send","item":"send","tag":null}"#)
    let refused = Effect.refused(
      Refusal(reason: .aboveMaximum, message: "m \"q\"", tier: "t", item: nil))
    #expect(
      refused.json.render()
        == #"{"type":"refused","reason":"above-maximum","message":"m \"q\"","tier":"t","item":null}"#
    )
    #expect(
      Effect.dismissKeyboard(item: "done").json.render()
        == #"{"type":"dismissKeyboard","item":"done"}"#)
    #expect(
      Effect.heightChanged(HeightChange(height: 110, previous: 50)).json.render()
        == #"{"type":"heightChanged","height":110,"previous":50}"#)
  }

  @Test func numbersAreFormattedStably() {
    #expect(OrderedJSON.number(516.123456).render() == "516.123456")
    #expect(OrderedJSON.number(-0.0).render() == "0")
    #expect(OrderedJSON.number(.nan).render() == "null")
    #expect(OrderedJSON.string("a\u{1}b").render() == "\"a\\u0001b\"")
  }
}
