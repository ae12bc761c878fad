print("oclayout")
