package speech

import (
	"strings"

	"github.com/anna-chess/anna/rules"
)

// Puzzles (anna puzzle, issue 36): the puzzle set up with the opponent's
// move, the answers to the player's moves, the hint and the solution, and
// the puzzle rating after each puzzle.

const (
	msgPuzzleStart           msg = "puzzle-start"
	msgPuzzleStartUnrated    msg = "puzzle-start-unrated"
	msgPuzzleWrong           msg = "puzzle-wrong"
	msgPuzzleWrongHint       msg = "puzzle-wrong-hint"
	msgPuzzleRight           msg = "puzzle-right"
	msgPuzzleSolved          msg = "puzzle-solved"
	msgPuzzleSolution        msg = "puzzle-solution"
	msgPuzzleRatingUp        msg = "puzzle-rating-up"
	msgPuzzleRatingDown      msg = "puzzle-rating-down"
	msgPuzzleRatingSame      msg = "puzzle-rating-same"
	msgPuzzleUnrated         msg = "puzzle-unrated"
	msgPuzzleNotKept         msg = "puzzle-not-kept"
	msgPuzzleAfter           msg = "puzzle-after"
	msgPuzzleOver            msg = "puzzle-over"
	msgPuzzleNoneLeft        msg = "puzzle-none-left"
	msgPuzzleSkipped         msg = "puzzle-skipped"
	msgPuzzleNotHere         msg = "puzzle-not-here"
	msgPuzzleHelp            msg = "puzzle-help"
	msgPuzzlePrompt          msg = "puzzle-prompt"
	msgPuzzleLeft            msg = "puzzle-left"
	msgPuzzleThemes          msg = "puzzle-themes"
	msgThemeMateIn           msg = "theme-mate-in"
	msgThemeFork             msg = "theme-fork"
	msgThemePin              msg = "theme-pin"
	msgThemeSkewer           msg = "theme-skewer"
	msgThemeDiscoveredAttack msg = "theme-discovered-attack"
	msgThemeDoubleCheck      msg = "theme-double-check"
	msgThemeHangingPiece     msg = "theme-hanging-piece"
	msgThemeSacrifice        msg = "theme-sacrifice"
	msgThemeTrappedPiece     msg = "theme-trapped-piece"
	msgThemeDeflection       msg = "theme-deflection"
	msgThemeAttraction       msg = "theme-attraction"
	msgThemeBackRankMate     msg = "theme-back-rank-mate"
	msgThemeSmotheredMate    msg = "theme-smothered-mate"
	msgThemePromotion        msg = "theme-promotion"
	msgThemeZugzwang         msg = "theme-zugzwang"
)

// themeWords are the puzzle themes said in words when a puzzle is over
// (lichess's names, modules/puzzle PuzzleTheme.scala): the tactical ideas
// a player learns from, and mate in N (theme-mate-in). The rest are not
// said: the phase (opening, endgame...), the goal (advantage, crushing),
// the length (short, long), the origin (master, superGM) and the rarer
// mate patterns tell a player little about the idea, and their names in
// five languages would cost the clip bank more than they give.
var themeWords = map[string]msg{
	"fork":             msgThemeFork,
	"pin":              msgThemePin,
	"skewer":           msgThemeSkewer,
	"discoveredAttack": msgThemeDiscoveredAttack,
	"doubleCheck":      msgThemeDoubleCheck,
	"hangingPiece":     msgThemeHangingPiece,
	"sacrifice":        msgThemeSacrifice,
	"trappedPiece":     msgThemeTrappedPiece,
	"deflection":       msgThemeDeflection,
	"attraction":       msgThemeAttraction,
	"backRankMate":     msgThemeBackRankMate,
	"smotheredMate":    msgThemeSmotheredMate,
	"promotion":        msgThemePromotion,
	"zugzwang":         msgThemeZugzwang,
}

// themes names in words the puzzle's themes that have words (themeWords,
// mateIn1 to mateIn5), in the puzzle's order; none when it has none of
// them.
func (b Phrasebook) themes(names []string) []Phrase {
	var said []Phrase
	for _, t := range names {
		if m, ok := themeWords[t]; ok {
			said = append(said, b.say(m))
		} else if n, ok := strings.CutPrefix(t, "mateIn"); ok && len(n) == 1 && n[0] >= '1' && n[0] <= '5' {
			said = append(said, b.say(msgThemeMateIn, b.num(int(n[0]-'0'))))
		}
	}
	return said
}

// withThemes adds the puzzle's themes said in words to what ends it:
// "Solved: Dame Felix acht, Matt. Themes: fork, mate in two."
func (b Phrasebook) withThemes(ended Phrase, names []string) Phrase {
	said := b.themes(names)
	if len(said) == 0 {
		return ended
	}
	return unit(ended, b.say(msgPuzzleThemes, join(said, ",")))
}

// The puzzle's commands in help: help commands says them too.
var _ = addHelp("commands", msgPuzzleHelp)

// puzzleStart sets the puzzle: its number in this sitting, its rating (0:
// a coach's puzzle without one), the opponent's move that begins it, and
// who is to find the answer: "Puzzle 1, rated 1520. Black played Springer
// Felix sechs. White to move."
func (b Phrasebook) puzzleStart(n, rating int, first rules.Ply) Phrase {
	solver := b.Color(first.Color.Other())
	if rating <= 0 {
		return b.say(msgPuzzleStartUnrated, b.num(n), b.Color(first.Color), b.move(first), solver)
	}
	return b.say(msgPuzzleStart, b.num(n), b.num(rating), b.Color(first.Color), b.move(first), solver)
}

// puzzleWrong: not the move; from the second wrong move on, how to get
// help.
func (b Phrasebook) puzzleWrong(mistakes int) Phrase {
	if mistakes >= 2 {
		return b.say(msgPuzzleWrongHint)
	}
	return b.say(msgPuzzleWrong)
}

// puzzleRight: the player's move was the one, and the opponent's reply.
func (b Phrasebook) puzzleRight(played, reply rules.Ply) Phrase {
	return b.say(msgPuzzleRight, b.move(played), b.Color(reply.Color), b.move(reply))
}

// puzzleSolved: the last move of the line, or a mate, and the puzzle's
// themes that have words.
func (b Phrasebook) puzzleSolved(played rules.Ply, themes []string) Phrase {
	return b.withThemes(b.say(msgPuzzleSolved, b.move(played)), themes)
}

// puzzleHint names the piece to move, as the engine's hint says a move:
// "Hint: Springer Felix drei."
func (b Phrasebook) puzzleHint(p rules.Placed) Phrase {
	return b.say(msgHint, b.placed(p))
}

// puzzleSolution says the rest of the line, played out, and the puzzle's
// themes that have words.
func (b Phrasebook) puzzleSolution(line []rules.Ply, themes []string) Phrase {
	moves := make([]Phrase, len(line))
	for i, p := range line {
		moves[i] = b.move(p)
	}
	return b.withThemes(b.say(msgPuzzleSolution, join(moves, ",")), themes)
}

// puzzleRating says the player's puzzle rating after a puzzle and how it
// changed; a puzzle played before is not rated again.
func (b Phrasebook) puzzleRating(before, after int, rated bool) Phrase {
	switch {
	case !rated:
		return b.say(msgPuzzleUnrated, b.num(after))
	case after > before:
		return b.say(msgPuzzleRatingUp, b.num(after), b.num(after-before))
	case after < before:
		return b.say(msgPuzzleRatingDown, b.num(after), b.num(before-after))
	}
	return b.say(msgPuzzleRatingSame, b.num(after))
}

// puzzleNotHere: a command of a game (draw, resign, the clock...) typed in
// a puzzle.
func (b Phrasebook) puzzleNotHere(english string) Phrase {
	return b.say(msgPuzzleNotHere, b.commandPhrase(english))
}
