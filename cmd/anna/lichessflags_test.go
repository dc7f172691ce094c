package main

import (
	"io"
	"strings"
	"testing"
)

// TestLichessRefusesEngineSide: the engine never plays a lichess game.
// --engine-side on anna lichess's command line is refused with the
// reason; the same choice kept in the settings file for the games at home
// is left alone; --engine (the engine analyze uses after the game) is
// taken.
func TestLichessRefusesEngineSide(t *testing.T) {
	checkLichessFlags(t, []lichessFlagCase{
		{[]string{"lichess", "--engine", "stockfish", "--engine-side", "white"}, "", "lichess forbids an engine's help during a game"},
		{[]string{"lichess", "--engine-side=black"}, "", "lichess forbids an engine's help during a game"},
		{[]string{"lichess", "-engine-side", "random"}, "", "lichess forbids an engine's help during a game"},
		{[]string{"lichess", "--engine", "stockfish", "--seek", "15+10"}, "", ""},
		{[]string{"lichess", "--challenge", "engine-side"}, "", ""}, // a value, not the flag
		{[]string{"lichess"}, "engine = \"stockfish\"\nengine-side = \"white\"\n", ""},
		{[]string{"--engine", "stockfish", "--engine-side", "white"}, "", ""}, // at home, as ever
	})
}

// TestLichessAIFlags: --ai takes a level from 1 to 8; a game against
// lichess's AI is never rated, so --rated beside it is refused with the
// reason (rated = true in the settings file is for games with people, and
// left alone); --ai and --challenge are one opponent too many.
func TestLichessAIFlags(t *testing.T) {
	checkLichessFlags(t, []lichessFlagCase{
		{[]string{"lichess", "--ai", "1"}, "", ""},
		{[]string{"lichess", "--ai", "8", "--seek", "3d", "--color", "black"}, "", ""},
		{[]string{"lichess", "--ai", "9"}, "", "1 (a beginner can beat it) to 8"},
		{[]string{"lichess", "--ai", "x"}, "", "1 (a beginner can beat it) to 8"},
		{[]string{"lichess", "--ai", "3", "--rated"}, "", "--rated: lichess's Stockfish (--ai) plays casual games only, never rated"},
		{[]string{"lichess", "--ai", "3"}, "rated = true\n", ""},
		{[]string{"lichess", "--ai", "3", "--challenge", "aaron"}, "", "--ai and --challenge: one opponent at a time"},
		{[]string{"lichess", "--color", "green"}, "", "white, black or random"},
		{[]string{"--ai", "3"}, "", "--ai is for anna lichess"},
	})
}

// flagsWith reads a command line with a settings file (none: ""), in a
// home of its own.
func flagsWith(t *testing.T, args []string, settings string) (options, error) {
	t.Helper()
	home := t.TempDir()
	setHome(t, home)
	if settings != "" {
		configIn(t, home, settings)
	}
	return parseFlags(args, io.Discard, io.Discard)
}

// lichessFlagCase is a command line, a settings file, and the refusal
// expected ("": taken).
type lichessFlagCase struct {
	args     []string
	settings string
	want     string
}

func checkLichessFlags(t *testing.T, cases []lichessFlagCase) {
	for _, tt := range cases {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			_, err := flagsWith(t, tt.args, tt.settings)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
}
