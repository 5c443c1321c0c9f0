// swift-tools-version: 6.0
import PackageDescription

/// Module map (data flows top to bottom; no module imports one above it):
///
///   TierbarModel        source ranges, diagnostics, generic config nodes, the toolbar model, state
///   TierbarRows         row providers, their parameter declarations, the registry, text measurement
///   TierbarValidation   config nodes → model + diagnostics (needs the registry for `kind:`)
///   TierbarJSON         pure-Swift JSON reader → the same config nodes (no libyaml); also reads
///                       saved state and protocol messages (`OrderedJSON.read`), without Foundation
///   TierbarLayout       (definition, environment, state) → frames, hit areas, hit testing
///   TierbarInteraction  controller: events → state + effects; keyboard tracking; saved state
///   TierbarRender       (layout, styles, appearance) → render plan; the SVG writer
///   Tierbar             umbrella re-exporting Model, Rows, Validation, Layout, Interaction and
///                       Render: what an iOS app links (no libyaml)
///   TierbarHost         a host view's decisions (taps, keyboard notifications, traits → updates)
///   TierbarUIKit        the UIKit host (Apple platforms only): maps TierbarHost onto views
///
///   CYAML → TierbarYAML  libyaml event reader → config nodes; the YAML-loading product
///   CTierbarPluginABI → TierbarPluginHost (dlopen) / TierbarPluginKit (write a plugin in Swift)
///   TierbarThreads        locks, conditions and threads on POSIX (no Foundation, no Dispatch)
///   TierbarLanguageServer  `tierbar lsp`: JSON-RPC over stdio, diagnostics, completion, navigation
///   TierbarPreview      the HTML gallery and the live-preview server (the C library, no Foundation)
///   TierbarSchema       the config language's JSON Schema (declarations + registry → JSON)
///   TierbarCLI (`tierbar`), CBenchAllocations → TierbarBench (`tierbar-bench`)
///   TierbarColdStartBaseline  an empty Swift program: the floor of the bench's `cli.cold-start`
let package = Package(
  name: "Tierbar",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "Tierbar", targets: ["Tierbar"]),
    .library(name: "TierbarYAML", targets: ["TierbarYAML"]),
    .library(name: "TierbarRender", targets: ["TierbarRender"]),
    .library(name: "TierbarJSON", targets: ["TierbarJSON"]),
    .library(name: "TierbarUIKit", targets: ["TierbarUIKit"]),
    .library(name: "TierbarPluginKit", targets: ["TierbarPluginKit"]),
    .library(name: "TierbarExamplePlugin", type: .dynamic, targets: ["TierbarExamplePlugin"]),
    .plugin(name: "TierbarCompiler", targets: ["TierbarCompiler"]),
    .plugin(name: "TierbarValidatePlugin", targets: ["TierbarValidatePlugin"]),
    .executable(name: "tierbar", targets: ["TierbarCLI"]),
    // The same tool under its target's name: SwiftPM finds a plugin's tool by the target's name
    // (a plugin of this package depends on the target; swiftlang/swift-package-manager#8831).
    .executable(name: "TierbarCLI", targets: ["TierbarCLI"]),
    .executable(name: "tierbar-bench", targets: ["TierbarBench"]),
  ],
  targets: [
    .target(name: "TierbarModel"),
    .target(name: "TierbarRows", dependencies: ["TierbarModel"]),
    .target(name: "TierbarValidation", dependencies: ["TierbarModel", "TierbarRows"]),
    .target(name: "TierbarLayout", dependencies: ["TierbarModel", "TierbarRows"]),
    .target(
      name: "TierbarInteraction",
      dependencies: ["TierbarModel", "TierbarRows", "TierbarLayout", "TierbarJSON"]),
    .target(
      name: "TierbarRender", dependencies: ["TierbarModel", "TierbarRows", "TierbarLayout"]),
    // What a host view decides (taps, keyboard notifications, traits → updates), without UIKit.
    .target(
      name: "TierbarHost",
      dependencies: ["TierbarModel", "TierbarLayout", "TierbarInteraction", "TierbarRender"]),
    // The UIKit host: every source is `#if canImport(UIKit)` (empty elsewhere); it only maps
    // TierbarHost's decisions onto views. Type-checked on Linux by .ci/typecheck-uikit.
    .target(name: "TierbarUIKit", dependencies: ["Tierbar", "TierbarHost"]),
    .target(
      name: "Tierbar",
      dependencies: [
        "TierbarModel", "TierbarRows", "TierbarValidation", "TierbarLayout", "TierbarInteraction",
        "TierbarRender",
      ]
    ),

    // Validated configs → Swift source (`tierbar compile`); no libyaml, no layout.
    .target(name: "TierbarCodegen", dependencies: ["TierbarModel"]),

    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(
      name: "TierbarYAML",
      dependencies: [
        "CYAML", "TierbarModel", "TierbarRows", "TierbarValidation", "TierbarThreads",
      ]),

    // Pure-Swift JSON reader → the same config nodes; what an app that downloads configs links.
    .target(
      name: "TierbarJSON", dependencies: ["TierbarModel", "TierbarRows", "TierbarValidation"]),
    // The config language's JSON Schema, for editors and schema checkers (`tierbar schema`).
    .target(
      name: "TierbarSchema", dependencies: ["TierbarModel", "TierbarRows", "TierbarValidation"]),

    .target(name: "CTierbarPluginABI"),
    .target(
      name: "TierbarPluginHost", dependencies: ["CTierbarPluginABI", "TierbarModel", "TierbarRows"]),
    .target(
      name: "TierbarPluginKit", dependencies: ["CTierbarPluginABI", "TierbarModel", "TierbarRows"]),
    .target(name: "TierbarExamplePlugin", dependencies: ["TierbarPluginKit"]),

    // What the servers and `validate --jobs` need of threads, without Foundation or Dispatch
    // (the CLI links neither: each costs every start).
    .target(name: "TierbarThreads"),
    // The language server behind `tierbar lsp` (the package's JSON reader, no outside package).
    .target(
      name: "TierbarLanguageServer",
      dependencies: [
        "TierbarModel", "TierbarRows", "TierbarValidation", "TierbarYAML", "TierbarJSON",
        "TierbarThreads",
      ]),
    // The HTML gallery (pictures drawn by a renderer it is given) and the live-preview HTTP server.
    .target(
      name: "TierbarPreview",
      dependencies: ["TierbarModel", "TierbarLayout", "TierbarInteraction", "TierbarThreads"]),
    .executableTarget(
      name: "TierbarCLI",
      dependencies: [
        "Tierbar", "TierbarYAML", "TierbarJSON", "TierbarPluginHost", "TierbarLanguageServer",
        "TierbarPreview", "TierbarCodegen", "TierbarRender", "TierbarSchema", "TierbarThreads",
      ]
    ),
    // A Swift program that imports nothing and exits: the floor `cli.cold-start` is measured
    // against (tierbar-bench runs it beside `tierbar`).
    .executableTarget(name: "TierbarColdStartBaseline"),
    // Counts heap allocations for the bench by interposing malloc & co. (Linux/glibc); bench only.
    .target(name: "CBenchAllocations"),
    // The bench's deterministic large config, also what the generated-source tests compile.
    .target(name: "TierbarCorpus"),
    .executableTarget(
      name: "TierbarBench",
      dependencies: [
        "Tierbar", "TierbarYAML", "TierbarJSON", "CYAML", "CBenchAllocations", "TierbarCorpus",
        "TierbarCodegen", "TierbarLanguageServer",
      ]),

    // SwiftPM plugins (Plugins/): `TierbarCompiler` compiles a target's *.tierbar.yaml configs into
    // its `Toolbars` namespace at build time; `swift package tierbar-validate` checks the configs.
    .plugin(
      name: "TierbarCompiler", capability: .buildTool(), dependencies: [.target(name: "TierbarCLI")]
    ),
    .plugin(
      name: "TierbarValidatePlugin",
      capability: .command(
        intent: .custom(
          verb: "tierbar-validate",
          description: "Validate the package's Tierbar configs (Configs/, *.tierbar.yaml)")),
      dependencies: [.target(name: "TierbarCLI")]),
    // An app-like target using the build plugin on Reminders.tierbar.yaml.
    .target(
      name: "TierbarExampleToolbars", dependencies: ["Tierbar"], plugins: ["TierbarCompiler"]),

    .target(
      name: "TierbarTestSupport", dependencies: ["Tierbar", "TierbarYAML"],
      path: "Tests/TierbarTestSupport"),
    .testTarget(
      name: "TierbarYAMLTests",
      dependencies: ["TierbarYAML", "TierbarTestSupport", "TierbarCorpus"],
      exclude: ["yaml-test-suite"]),
    .testTarget(
      name: "TierbarJSONTests", dependencies: ["TierbarJSON", "TierbarYAML", "TierbarTestSupport"]),
    .testTarget(
      name: "TierbarValidationTests",
      dependencies: ["Tierbar", "TierbarYAML", "TierbarTestSupport"]),
    .testTarget(
      name: "TierbarRowsTests", dependencies: ["Tierbar", "TierbarYAML", "TierbarTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "TierbarPluginTests",
      dependencies: ["Tierbar", "TierbarYAML", "TierbarPluginHost", "TierbarPluginKit"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "TierbarLayoutTests", dependencies: ["Tierbar", "TierbarYAML", "TierbarTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "TierbarInteractionTests",
      dependencies: ["Tierbar", "TierbarYAML", "TierbarTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "TierbarLanguageServerTests",
      dependencies: ["TierbarLanguageServer", "TierbarTestSupport"],
      exclude: ["Golden", "Neovim"]),
    .testTarget(
      name: "TierbarHostTests",
      dependencies: ["Tierbar", "TierbarHost", "TierbarYAML", "TierbarTestSupport"]),
    .testTarget(
      name: "TierbarRenderTests", dependencies: ["Tierbar", "TierbarYAML", "TierbarTestSupport"]),
    .testTarget(
      name: "TierbarSchemaTests", dependencies: ["Tierbar", "TierbarSchema", "TierbarTestSupport"]),
    .testTarget(
      name: "TierbarCLITests",
      dependencies: ["Tierbar", "TierbarTestSupport", "TierbarJSON", "TierbarYAML"],
      // Golden files are read from the source tree by path (`#filePath`), not bundled.
      exclude: ["Browser/preview_browser.py", "Golden"]
    ),
    // Every Swift snippet of README.md and Tierbar.docc, compiled (Snippets/) and checked against
    // the documents; the app manifest the README shows is evaluated by SwiftPM.
    .testTarget(
      name: "TierbarDocsTests",
      dependencies: [
        "Tierbar", "TierbarYAML", "TierbarJSON", "TierbarPluginHost", "TierbarExampleToolbars",
      ],
      exclude: ["AppManifest"]),
    .testTarget(
      name: "TierbarPreviewTests",
      dependencies: ["Tierbar", "TierbarYAML", "TierbarPreview", "TierbarTestSupport"]),
    // The generated Swift of Configs/ and of 300 corpus toolbars (`tierbar compile --access
    // public`, as the build plugin runs it), checked in and compiled with every warning an error
    // and the long-expression warning at 100 ms: the generated source must type-check quickly and
    // cleanly. Only the generated files get these flags: hand-written code (the tests beside it)
    // is not held to a type-checking time, which moves with the machine's load.
    .target(
      name: "TierbarGeneratedToolbars", dependencies: ["Tierbar"],
      path: "Tests/TierbarGeneratedToolbars",
      swiftSettings: [
        .unsafeFlags([
          "-warnings-as-errors", "-Xfrontend", "-warn-long-expression-type-checking=100",
        ])
      ]),
    // The generated source equals what the loader decodes, and is what the generator writes now.
    .testTarget(
      name: "TierbarCodegenTests",
      dependencies: [
        "Tierbar", "TierbarYAML", "TierbarCodegen", "TierbarCorpus", "TierbarPluginHost",
        "TierbarTestSupport", "TierbarGeneratedToolbars",
      ]),
    .testTarget(
      name: "TierbarCompilerPluginTests",
      dependencies: ["TierbarExampleToolbars", "TierbarYAML", "TierbarTestSupport"]),
    // QA reproducers for bugs in modules still being finished (they fail until fixed).
    .testTarget(
      name: "TierbarQATests", dependencies: ["Tierbar", "TierbarYAML", "TierbarTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// The libFuzzer targets (Tests/Fuzz, run by .ci/fuzz): declared only when TIERBAR_FUZZ=1, which
// .ci/fuzz sets for its own build path built with `-sanitize=fuzzer,address`. A plain `swift
// build` or `swift test` never sees them (an executable for libFuzzer has no `main` of its own
// that SwiftPM could link without the fuzzer runtime). That build also leaves out the SwiftPM
// plugins, the target using one and the tests: SwiftPM would first build the plugins' tool (the
// whole CLI), which the fuzzers do not use.
if Context.environment["TIERBAR_FUZZ"] == "1" {
  package.products.removeAll { $0 is Product.Plugin }
  package.targets.removeAll { $0.type == .plugin || $0.type == .test || $0.plugins != nil }
  package.targets += [
    .target(name: "CTierbarFuzzDriver", path: "Tests/Fuzz/CTierbarFuzzDriver"),
    .executableTarget(
      name: "TierbarFuzz",
      dependencies: [
        "Tierbar", "TierbarYAML", "TierbarJSON", "TierbarRows", "TierbarInteraction",
        "CTierbarFuzzDriver",
      ],
      path: "Tests/Fuzz/TierbarFuzz"),
  ]
}

// `TIERBAR_TEST_TARGETS=A,B` builds only those test targets, `tierbar` (which the CLI tests run)
// and what they depend on: `.ci/tsan`, ThreadSanitizer over the tests of the concurrent parts,
// within CI's time budget. Without the variable the package is as declared above.
if let kept = Context.environment["TIERBAR_TEST_TARGETS"] {
  var needed = Set(kept.split(separator: ",").map(String.init) + ["TierbarCLI"])
  var unvisited = Array(needed)
  let targets = Dictionary(package.targets.map { ($0.name, $0) }) { first, _ in first }
  while let name = unvisited.popLast() {
    for dependency in targets[name]?.dependencies ?? [] {
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _):
        if needed.insert(name).inserted { unvisited.append(name) }
      default: continue
      }
    }
  }
  package.targets.removeAll { !needed.contains($0.name) }
  package.products.removeAll { $0.name != "tierbar" }
}
