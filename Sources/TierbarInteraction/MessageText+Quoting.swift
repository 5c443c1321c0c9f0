import TierbarModel

/// Shorthand for message builders in this module (`MessageText.quoted`).
func quoted(_ text: String) -> String { MessageText.quoted(text) }
