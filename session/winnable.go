package session

import "github.com/anna-chess/anna/speech"

// The board question "who can still win?" (5.2.2, 6.9): one line, asked of
// the position on the board or, during a review, of the position reviewed.

func (s *Session) cmdWinnable(in *typedLine, _ string) []Output {
	return s.reply(in, ev1(speech.Phrasebook.Winnable, s.view(in).Winnability()))
}
