package main

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// --chess960 plays Chess960 (Guidelines II): --chess960 N from start
// position N (0 to 959 in the standard numbering; 518 is the usual
// start), --chess960 random from one drawn at random, and --chess960
// alone with --fen from that position, its castling rights read as
// Chess960's (X-FEN or Shredder-FEN).

// chess960Choice is --chess960's value: "", a number, "random" or "on".
type chess960Choice struct{ p *string }

func (c *chess960Choice) UnmarshalText(text []byte) error {
	s := strings.ToLower(strings.TrimSpace(string(text)))
	switch s {
	case "", "random":
	case "on", "true":
		s = "on"
	default:
		if n, err := strconv.Atoi(s); err != nil || n < 0 || n >= rules.Chess960Count {
			return part(cliChoose, cliChess960Range)
		}
	}
	*c.p = s
	return nil
}

func (c *chess960Choice) MarshalText() ([]byte, error) { return []byte(*c.p), nil }

// bareChess960 lets --chess960 stand alone (before another flag, or
// last), meaning on, while --chess960 518 still takes its number.
func bareChess960(args []string) []string {
	out := append([]string(nil), args...)
	for i, a := range out {
		if a == "--" {
			break
		}
		if (a == "--chess960" || a == "-chess960") && (i+1 == len(out) || strings.HasPrefix(out[i+1], "-")) {
			out[i] = "--chess960=on"
		}
	}
	return out
}

// chess960Start turns --chess960 and --fen into the game's variant and
// position.
func chess960Start(choice, fen string) (rules.Variant, string, error) {
	switch choice {
	case "":
		return rules.StandardChess, fen, nil
	case "on":
		if fen == "" {
			return 0, "", annaSays(cliChess960Alone)
		}
		return rules.Chess960, fen, nil
	}
	if fen != "" {
		return 0, "", annaSays(cliChess960OrFEN, choice)
	}
	n := rand.IntN(rules.Chess960Count)
	if choice != "random" {
		n, _ = strconv.Atoi(choice)
	}
	start, err := rules.Chess960FEN(n)
	return rules.Chess960, start, err
}
