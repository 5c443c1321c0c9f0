// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MyApp",
  platforms: [.iOS(.v16)],
  dependencies: [
    .package(url: "https://github.com/tierbar/tierbar.git", from: "0.1.0")
  ],
  targets: [
    .target(name: "MyApp", dependencies: [.product(name: "Tierbar", package: "tierbar")])
  ]
)
