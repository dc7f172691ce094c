package session

import "github.com/anna-chess/anna/speech"

// The board question "who can still win?" (5.2.2, 6.9): one line, asked of
// the position on the board or, during a review, of the position reviewed.

func (s *Session) cmdWinnable(string) []Output {
	return s.reply(ev1(speech.Phrasebook.Winnable, s.view().Winnability()))
}
