package speech

import "github.com/anna-chess/anna/rules"

// The Laws as the game applies them: the text (2023 or 2017), Guidelines
// III, the touched piece that binds, and the arbiter's declarations.
const (
	msgResignsNoMate msg = "resigns-no-mate"
)

// resignedNoMate announces a resignation that is a draw: the opponent
// cannot checkmate by any series of legal moves (5.1.2, 2023 text).
func (b Phrasebook) resignedNoMate(o rules.Outcome) Phrase {
	return b.say(msgResignsNoMate, b.Color(o.By), b.Color(o.By.Other()), b.say(msgDraw))
}
