print("zoetrope")
