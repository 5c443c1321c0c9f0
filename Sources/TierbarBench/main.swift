print("tierbar-bench: not yet implemented")
