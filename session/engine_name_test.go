package session

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
)

// TestEngineNamedOnTheScoresheet: the engine's side is named after the
// engine and its level, unless the players named it; the other side is
// left as given.
func TestEngineNamedOnTheScoresheet(t *testing.T) {
	tests := []struct {
		name         string
		plays        string
		header       rules.Header
		white, black string
	}{
		{"engine plays Black", "black", rules.Header{}, `[White "?"]`, `[Black "stockfish, level 2"]`},
		{"engine plays White", "white", rules.Header{Black: "Ana"}, `[White "stockfish, level 2"]`, `[Black "Ana"]`},
		{"the players' name kept", "black", rules.Header{Black: "Marko"}, `[White "?"]`, `[Black "Marko"]`},
		{"an adviser only", "", rules.Header{}, `[White "?"]`, `[Black "?"]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := New(Config{Header: tt.header, Engine: &EngineConfig{Command: "/usr/games/stockfish", Plays: tt.plays, Level: 2}})
			if err != nil {
				t.Fatal(err)
			}
			pgn := s.PGN()
			for _, want := range []string{tt.white, tt.black} {
				if !strings.Contains(pgn, want) {
					t.Errorf("got PGN\n%s\nwant it to hold %s", pgn, want)
				}
			}
		})
	}
}
