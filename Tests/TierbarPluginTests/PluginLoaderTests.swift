import Foundation
import Testing
import TierbarModel
import TierbarPluginHost
import TierbarRows

/// Each broken plugin gives its own code and a message that says what is wrong; the loader never
/// traps and goes on with the other paths.
@Suite struct PluginLoaderTests {
  func load(_ path: String) -> (registry: RowRegistry, diagnostics: [Diagnostic]) {
    PluginLoader().registry(loading: [path])
  }

  @Test func aMissingFileIsNotFound() throws {
    let path = try PluginFixtures.library("does-not-exist")
    let result = load(path)
    #expect(result.diagnostics.map(\.code) == [.pluginNotFound])
    #expect(
      result.diagnostics.first?.message
        == "no plugin library at '\(path)'; check the path given to --plugin or TIERBAR_PLUGINS")
    #expect(result.diagnostics.first?.file == path)
    #expect(result.diagnostics.first?.severity == .error)
    #expect(result.diagnostics.first?.range == .fileStart)
    #expect(result.registry.kinds == RowRegistry.builtIn.kinds)
  }

  @Test func aNameWithoutASlashIsNotSearchedFor() {
    // dlopen would find libc.so.6 on the library path; the loader reads it as ./libc.so.6.
    let result = load("libc.so.6")
    #expect(result.diagnostics.map(\.code) == [.pluginNotFound])
  }

  @Test func aTextFileIsNotLoadableAndSaysWhy() throws {
    let path = try PluginFixtures.library("not-a-library")
    let diagnostic = try #require(load(path).diagnostics.first)
    #expect(diagnostic.code == .pluginNotLoadable)
    #expect(diagnostic.message.hasPrefix("'\(path)' cannot be loaded as a shared library: "))
    // dlerror's own text follows, e.g. "…: invalid ELF header" or "…: file too short".
    #expect(diagnostic.message.contains(path + ": "))
  }

  @Test func aDirectoryIsNotLoadable() throws {
    let directory = try PluginFixtures.built.get().path
    let diagnostic = try #require(load(directory).diagnostics.first)
    #expect(diagnostic.code == .pluginNotLoadable)
    #expect(
      diagnostic.message == "'\(directory)' is a directory; name the plugin's shared library file")
  }

  @Test func aLibraryWithoutTheSymbolSaysWhichItLookedFor() throws {
    let path = try PluginFixtures.library("no_symbol")
    let diagnostic = try #require(load(path).diagnostics.first)
    #expect(diagnostic.code == .pluginSymbolMissing)
    #expect(
      diagnostic.message
        == "'\(path)' does not export 'tierbar_plugin_v1', the entry point of Tierbar plugin ABI "
        + "version 1; is it a Tierbar plugin? (export it with @_cdecl(\"tierbar_plugin_v1\"))")
  }

  @Test func aLibraryOfAnotherVersionSaysWhichItSpeaks() throws {
    let path = try PluginFixtures.library("other_version")
    let diagnostic = try #require(load(path).diagnostics.first)
    #expect(diagnostic.code == .pluginSymbolMissing)
    #expect(
      diagnostic.message
        == "'\(path)' does not export 'tierbar_plugin_v1', the entry point of Tierbar plugin ABI "
        + "version 1; it exports 'tierbar_plugin_v2': the plugin speaks ABI version 2, this "
        + "tierbar speaks version 1: rebuild the plugin against this Tierbar")
  }

  @Test func aTableOfAnotherVersionIsAMismatch() throws {
    let path = try PluginFixtures.library("wrong_abi")
    let result = load(path)
    #expect(result.diagnostics.map(\.code) == [.pluginABIMismatch])
    #expect(
      result.diagnostics.first?.message
        == "'\(path)' speaks Tierbar plugin ABI version 2 (its table says so); this tierbar "
        + "speaks version 1: rebuild the plugin against this Tierbar")
    #expect(!result.registry.kinds.contains("future-row"))
  }

  @Test func aDescriptionThatIsNotJSONIsMalformed() throws {
    let path = try PluginFixtures.library("malformed_description")
    let result = load(path)
    #expect(result.diagnostics.map(\.code) == [.pluginMalformed])
    #expect(
      result.diagnostics.first?.message
        == "'\(path)' has a malformed description: not JSON (expected a JSON value, found the "
        + "end at byte 45)")
    #expect(result.registry.kinds == RowRegistry.builtIn.kinds)
  }

  @Test func aDescriptionOfTheWrongShapeSaysWhere() throws {
    let path = try PluginFixtures.library("bad_parameter_type")
    let diagnostic = try #require(load(path).diagnostics.first)
    #expect(diagnostic.code == .pluginMalformed)
    #expect(
      diagnostic.message
        == "'\(path)' has a malformed description: kinds[0].parameters[0].type 'int' is not a "
        + "parameter type; use one of string, integer, number, boolean, string-list, "
        + "integer-list, number-list")
  }

  @Test(arguments: [
    ("duplicate_kinds", "has a malformed description: it declares the kind 'twin-row' twice"),
    ("no_kinds", "has a malformed description: it declares no row kinds"),
    ("null_table", "tierbar_plugin_v1() returned NULL instead of its table"),
    ("missing_function", "the tierbar_plugin_v1 table lacks describe, content or free_string"),
  ])
  func otherMalformedPlugins(fixture: String, message: String) throws {
    let path = try PluginFixtures.library(fixture)
    let result = load(path)
    #expect(result.diagnostics.map(\.code) == [.pluginMalformed])
    #expect(result.diagnostics.first?.message.hasPrefix("'\(path)'") == true)
    #expect(result.diagnostics.first?.message.hasSuffix(message) == true)
    #expect(result.registry.kinds == RowRegistry.builtIn.kinds)
  }

  @Test func aKindClashingWithABuiltInNamesBothAndTheRestRegisters() throws {
    let path = try PluginFixtures.library("clash_buttons")
    let result = load(path)
    #expect(result.diagnostics.map(\.code) == [.pluginKindClash])
    #expect(
      result.diagnostics.first?.message
        == "row kind 'buttons' from plugin \(path) clashes with the one from built-in; rename "
        + "the plugin's kind or load only one of them")
    #expect(result.registry.entry(for: "buttons")?.source == .builtIn)
    #expect(result.registry.entry(for: "c-extra")?.source == .plugin(path: path))
  }

  @Test func aKindClashingWithAnotherPluginNamesBothPaths() throws {
    let first = try PluginFixtures.library("c_words")
    let second = try PluginFixtures.built.get().appendingPathComponent("copy-of-c_words.so").path
    try? FileManagerShim.copy(first, to: second)
    let result = PluginLoader().registry(loading: [first, second])
    #expect(result.diagnostics.map(\.code) == [.pluginKindClash])
    #expect(
      result.diagnostics.first?.message
        == "row kind 'c-words' from plugin \(second) clashes with the one from \(first); rename "
        + "the plugin's kind or load only one of them")
    #expect(result.diagnostics.first?.file == second)
  }

  @Test func loadingGoesOnAfterFailures() throws {
    let paths = [
      try PluginFixtures.library("does-not-exist"), try PluginFixtures.library("no_symbol"),
      try PluginFixtures.library("wrong_abi"), try PluginFixtures.library("c_words"),
    ]
    let result = PluginLoader().registry(loading: paths)
    #expect(
      result.diagnostics.map(\.code) == [
        .pluginNotFound, .pluginSymbolMissing, .pluginABIMismatch,
      ])
    #expect(result.diagnostics.map(\.file) == paths.dropLast().map { $0 })
    #expect(result.registry.kinds == RowRegistry.builtIn.kinds + ["c-words"])
  }

  @Test(arguments: [
    ([:], []),
    (["TIERBAR_PLUGINS": ""], []),
    (["TIERBAR_PLUGINS": "/a/libx.so"], ["/a/libx.so"]),
    (["TIERBAR_PLUGINS": "::/a/libx.so::rel/liby.so:"], ["/a/libx.so", "rel/liby.so"]),
    (["OTHER": "/a/libx.so"], []),
  ])
  func environmentPaths(environment: [String: String], paths: [String]) {
    #expect(PluginLoader.paths(fromEnvironment: environment) == paths)
  }

  @Test func environmentThenFlagsEachPathOnce() throws {
    let words = try PluginFixtures.library("c_words")
    let clash = try PluginFixtures.library("clash_buttons")
    let result = PluginLoader().registry(
      plugins: [words, clash], environment: ["TIERBAR_PLUGINS": words])
    #expect(result.diagnostics.map(\.code) == [.pluginKindClash])
    #expect(result.registry.kinds == RowRegistry.builtIn.kinds + ["c-words", "c-extra"])
  }

  /// One library under several names (another spelling, a symlink, in `TIERBAR_PLUGINS` and as
  /// a plugin) is one file: loaded once, under the first name, with no clash with itself.
  @Test func aLibraryNamedTwiceByAnyNameLoadsOnce() throws {
    let words = try PluginFixtures.library("c_words")
    let folder = try PluginFixtures.built.get()
    let respelled = folder.appendingPathComponent(".").appendingPathComponent("c_words.so").path
    let link = folder.appendingPathComponent("link-to-c_words.so").path
    try? FileManager.default.removeItem(atPath: link)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "c_words.so")
    #expect(respelled != words)
    #expect(PluginLoader.paths(fromVariable: words, then: [respelled, link]) == [words])
    #expect(PluginLoader.paths(fromVariable: nil, then: [link, words, link]) == [link])
    let result = PluginLoader().registry(
      plugins: [respelled, link], environment: ["TIERBAR_PLUGINS": words])
    #expect(result.diagnostics.isEmpty)
    #expect(result.registry.kinds == RowRegistry.builtIn.kinds + ["c-words"])
    #expect(result.registry.entry(for: "c-words")?.source == .plugin(path: words))
    // Missing libraries are not one file: each spelling is reported, a repeat once.
    let missing = folder.appendingPathComponent("missing.so").path
    #expect(
      PluginLoader.paths(fromVariable: missing, then: [missing, respelled, missing + "/."])
        == [missing, respelled, missing + "/."])
  }

  @Test func theHostSpeaksVersionOne() {
    #expect(PluginLoader.abiVersion == 1)
    #expect(PluginLoader.entrySymbol == "tierbar_plugin_v1")
  }
}
