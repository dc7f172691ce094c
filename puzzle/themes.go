package puzzle

import (
	"slices"
	"strings"
)

// Mix is lichess's "healthy mix": no theme chosen, puzzles of every kind.
const Mix = "mix"

// Themes are lichess's theme names, in lila's own groups and order
// (modules/puzzle PuzzleTheme.scala, categorized): phases, motifs,
// advanced, mates, mate patterns, special moves, goals, lengths, origin;
// then epauletteMate and swallowstailMate, which the database's rows
// carry but lila no longer lists. A file's puzzles may carry others (a
// coach's own words): they are kept, and chosen by as any.
var Themes = []string{
	"opening", "middlegame", "endgame", "rookEndgame", "bishopEndgame", "pawnEndgame", "knightEndgame", "queenEndgame", "queenRookEndgame",
	"advancedPawn", "attackingF2F7", "capturingDefender", "discoveredAttack", "doubleCheck", "exposedKing", "fork", "hangingPiece", "kingsideAttack", "pin", "queensideAttack", "sacrifice", "skewer", "trappedPiece",
	"attraction", "clearance", "discoveredCheck", "defensiveMove", "deflection", "interference", "intermezzo", "quietMove", "xRayAttack", "zugzwang",
	"mate", "mateIn1", "mateIn2", "mateIn3", "mateIn4", "mateIn5",
	"anastasiaMate", "arabianMate", "backRankMate", "balestraMate", "blindSwineMate", "bodenMate", "cornerMate", "doubleBishopMate", "dovetailMate", "hookMate", "killBoxMate", "pillsburysMate", "morphysMate", "operaMate", "triangleMate", "vukovicMate", "smotheredMate",
	"castling", "enPassant", "promotion", "underPromotion",
	"equality", "advantage", "crushing",
	"oneMove", "short", "long", "veryLong",
	"master", "masterVsMaster", "superGM",
	"epauletteMate", "swallowstailMate",
}

// Theme is lichess's own spelling of a theme name given in any case
// ("MATEIN2" is "mateIn2"), and whether lichess has such a theme; Mix
// is one.
func Theme(name string) (string, bool) {
	if strings.EqualFold(name, Mix) {
		return Mix, true
	}
	for _, t := range Themes {
		if strings.EqualFold(t, name) {
			return t, true
		}
	}
	return name, false
}

// How much of a rating's change a solved or failed puzzle keeps, by the
// theme the player chose (lila's PuzzleFinisher, ponder): a theme that
// gives the solution away counts for little.
var (
	// obviousThemes make the solution very obvious, as do the mate
	// patterns (every theme whose name ends in Mate).
	obviousThemes = []string{"enPassant", "attackingF2F7", "doubleCheck", "mateIn1", "castling"}
	// nonHintingThemes say nothing of the solution.
	nonHintingThemes = []string{"opening", "middlegame", "endgame", "rookEndgame", "bishopEndgame",
		"pawnEndgame", "knightEndgame", "queenEndgame", "queenRookEndgame", "master", "masterVsMaster", "superGM"}
)

// weight is the part of the change kept after a puzzle of the theme
// chosen (Mix or "" for none), won or lost (lila's ponder.weightOf).
func weight(theme string, won bool) float32 {
	pick := func(win, loss float32) float32 {
		if won {
			return win
		}
		return loss
	}
	switch {
	case theme == "" || theme == Mix:
		return 1
	case slices.Contains(obviousThemes, theme) || strings.HasSuffix(theme, "Mate"):
		return pick(0.1, 0.4)
	case !slices.Contains(nonHintingThemes, theme):
		return pick(0.2, 0.7)
	}
	return pick(0.7, 0.8)
}
