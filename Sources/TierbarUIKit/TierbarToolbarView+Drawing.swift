#if canImport(UIKit)
  import Tierbar
  import UIKit

  extension TierbarToolbarView {
    /// Replaces the views with the plan's: the bar's background on the view itself, a
    /// clipping view per visible tier (its frame is what tier animations move), and in it one
    /// view per item (its background, border and corner radius) holding the item's icon and
    /// title. `keeping` names tiers whose current views stay (they are sliding out).
    func draw(_ plan: RenderPlan, keeping: [String]) {
      for (tier, view) in tierViews where !keeping.contains(tier) {
        view.removeFromSuperview()
        tierViews[tier] = nil
      }
      let items = Dictionary(
        host.controller.toolbar.allItems.map { ($0.id, $0) },
        uniquingKeysWith: { first, _ in first })
      var tierFrames: [String: Rect] = [:]
      var itemViews: [String: UIView] = [:]
      var itemFrames: [String: Rect] = [:]
      for element in plan.elements {
        switch element.kind {
        case .barBackground(let box):
          backgroundColor = box.fill.map { UIColor($0) } ?? .clear
          style(layer, box)
        case .tierBackground(let box):
          guard let tier = element.tier, !keeping.contains(tier) else { continue }
          let view = UIView(frame: CGRect(element.frame))
          view.clipsToBounds = true
          view.isUserInteractionEnabled = false
          view.backgroundColor = box.fill.map { UIColor($0) } ?? .clear
          style(view.layer, box)
          addSubview(view)
          tierViews[tier] = view
          tierFrames[tier] = element.frame
        case .separator(let color):
          guard let tier = element.tier, let origin = tierFrames[tier] else { continue }
          let line = UIView(frame: CGRect(element.frame, relativeTo: origin))
          line.backgroundColor = UIColor(color)
          tierViews[tier]?.addSubview(line)
        case .itemBackground(let box, let state):
          guard let tier = element.tier, let item = element.item, let origin = tierFrames[tier]
          else { continue }
          let view = UIView(frame: CGRect(element.frame, relativeTo: origin))
          view.backgroundColor = box.fill.map { UIColor($0) } ?? .clear
          style(view.layer, box)
          describe(view, item: items[item], state: state)
          tierViews[tier]?.addSubview(view)
          itemViews[item] = view
          itemFrames[item] = element.frame
        case .title(let title):
          guard let item = element.item, let origin = itemFrames[item] else { continue }
          let label = UILabel(frame: CGRect(element.frame, relativeTo: origin))
          label.text = title.text
          label.font = UIFont.system(title.font)
          label.textColor = UIColor(title.color)
          itemViews[item]?.addSubview(label)
        case .icon(let icon):
          guard let item = element.item, let origin = itemFrames[item] else { continue }
          let configuration = UIImage.SymbolConfiguration(
            pointSize: CGFloat(icon.font.pointSize), weight: UIImage.SymbolWeight(icon.font.weight))
          let image = UIImageView(
            image: UIImage(systemName: icon.symbol, withConfiguration: configuration))
          image.frame = CGRect(element.frame, relativeTo: origin)
          image.contentMode = .center
          image.tintColor = UIColor(icon.color)
          itemViews[item]?.addSubview(image)
        }
      }
    }

    func style(_ layer: CALayer, _ box: Box) {
      layer.cornerRadius = CGFloat(box.cornerRadius)
      layer.borderWidth = CGFloat(box.border?.width ?? 0)
      layer.borderColor = box.border.map { UIColor($0.color).cgColor }
    }

    /// VoiceOver: each item is a button named by its accessibility label (else its title, else
    /// its symbol). Activating it taps its centre, which goes through the same hit test.
    func describe(_ view: UIView, item: ItemDefinition?, state: ItemLookState) {
      view.isAccessibilityElement = true
      view.accessibilityLabel = item?.accessibilityLabel ?? item?.title ?? item?.icon
      var traits: UIAccessibilityTraits = .button
      if state == .selected { traits.insert(.selected) }
      if state == .disabled { traits.insert(.notEnabled) }
      view.accessibilityTraits = traits
    }
  }
#endif
