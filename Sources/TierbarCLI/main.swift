print("tierbar: not yet implemented")
