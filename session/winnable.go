package session

import "github.com/anna-chess/anna/words"

// The board question "who can still win?" (5.2.2, 6.9): one line, asked of
// the position on the board or, during a review, of the position reviewed.

func (s *Session) cmdWinnable(in *typedLine, _ string) []Output {
	return s.reply(in, keyWinnable.With(words.Flag(s.view(in).Winnability().White), words.Flag(s.view(in).Winnability().Black)))
}

// The events said here.
var (
	keyWinnable = words.Declare("winnable", words.FlagKind, words.FlagKind)
)
