"""The card-game toolkit shared by Knowing Zero, Cyberpunk TCG and Netrunner: card data loaded and
validated from package files, card instances in zones that say who may see them (one redaction function
for every view), prebuilt decks, and card faces drawn once and cached."""
