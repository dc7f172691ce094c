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
	t.Setenv("XDG_CONFIG_HOME", "")
	for _, tt := range []struct {
		args     []string
		settings string
		want     string // "": no error
	}{
		{[]string{"lichess", "--engine", "stockfish", "--engine-side", "white"}, "", "lichess forbids an engine's help during a game"},
		{[]string{"lichess", "--engine-side=black"}, "", "lichess forbids an engine's help during a game"},
		{[]string{"lichess", "-engine-side", "random"}, "", "lichess forbids an engine's help during a game"},
		{[]string{"lichess", "--engine", "stockfish", "--seek", "15+10"}, "", ""},
		{[]string{"lichess", "--challenge", "engine-side"}, "", ""}, // a value, not the flag
		{[]string{"lichess"}, "engine = \"stockfish\"\nengine-side = \"white\"\n", ""},
		{[]string{"--engine", "stockfish", "--engine-side", "white"}, "", ""}, // at home, as ever
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			home := t.TempDir()
			t.Setenv("HOME", home)
			if tt.settings != "" {
				configIn(t, home, tt.settings)
			}
			_, err := parseFlags(tt.args, io.Discard, io.Discard)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
}
