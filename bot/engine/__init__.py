"""What a pure game engine may use: its refusal, its seeded random numbers, its state's base class and the strict
parsers of what a client sends. Nothing here imports the framework, Discord, pictures or text (a test checks it)."""
