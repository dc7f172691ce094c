package main

import (
	"maps"
	"strings"
	"testing"

	"github.com/anna-chess/anna/lichess/lichesstest"
)

// TestLichessAI: anna lichess --ai 3 plays lichess's Stockfish (the fake
// answers each move with its first legal move): the challenge is said
// and sent as the spec names its form, the game starts at once and runs
// as any lichess game, in both colours; the player resigns, and the PGN
// is saved with the game's address.
func TestLichessAI(t *testing.T) {
	for _, tt := range []struct {
		color, you string
		moves      [][3]string // typed, sent, said
	}{
		{"white", "White", [][3]string{{"Nf3", "g1f3", "Springer Felix drei"}, {"Nc3", "b1c3", "Springer Cesar drei"}}},
		{"black", "Black", [][3]string{{"Nf6", "g8f6", "Springer Felix sechs"}, {"Nc6", "b8c6", "Springer Cesar sechs"}}},
	} {
		t.Run(tt.color, func(t *testing.T) {
			srv := lichesstest.New(t)
			a := startLichess(t, srv, nil, "--ai", "3", "--seek", "15+10", "--color", tt.color)
			a.expect("Challenging lichess's Stockfish, level 3, 15+10.")
			a.expect("Game against Stockfish level 3, casual, 15+10: you play " + tt.you + ".")
			ids := srv.AIGames()
			if len(ids) != 1 {
				t.Fatalf("AI games %v", ids)
			}
			id := ids[0]
			want := map[string]string{"level": "3", "clock.limit": "900", "clock.increment": "10", "color": tt.color, "variant": "standard"}
			if forms := srv.AIChallenges(); len(forms) != 1 || !maps.Equal(forms[0], want) {
				t.Errorf("the forms sent %v, want [%v]", forms, want)
			}
			plies := 0
			if tt.color == "black" {
				plies = 1 // the AI has moved
			}
			for _, m := range tt.moves {
				a.playOnMove(m[0], m[2]) // once anna has the AI's move
				plies += 2               // the player's, and the AI's answer at once
				srv.WaitGame(id, m[1]+" and the AI's answer", func(g lichesstest.Game) bool {
					return len(g.Moves) == plies && g.Moves[plies-2] == m[1]
				})
			}
			a.typeLine("resign")
			a.expect("Do you really resign? Type yes to confirm.")
			a.typeLine("yes")
			a.expect(tt.you + " resigns.")
			srv.WaitGame(id, "the resignation", func(g lichesstest.Game) bool { return g.Status == "resign" })
			a.leave()
			pgn := a.savedGame()
			for _, want := range []string{`[Site "` + srv.URL + "/" + id + `"]`, "lichess AI level 3", " resigns"} {
				if !strings.Contains(pgn, want) {
					t.Errorf("the PGN has no %s:\n%s", want, pgn)
				}
			}
		})
	}
}

// TestLichessAIAsLive: the live test's game against Stockfish
// (TestLichessLive), played against the fake, so that its steps are
// known to hold.
func TestLichessAIAsLive(t *testing.T) {
	srv := lichesstest.New(t)
	playAIAndResign(t, srv, []string{"LICHESS_TOKEN=" + srv.Token}, srv.URL)
}

// TestLichessAIFromLobby: the lobby's ai LEVEL [CLOCK] [COLOUR] plays
// lichess's Stockfish, the colour typed in the player's language; a level
// outside 1 to 8 or "rated" is answered with how to say it, and nothing
// is sent.
func TestLichessAIFromLobby(t *testing.T) {
	srv := lichesstest.New(t)
	a := startLichess(t, srv, nil, "--lang", "de")
	a.expect("Tippe suchen")
	a.typeLine("ai 9")
	a.expect("Nach ai die Stufe nennen, 1 bis 8")
	a.typeLine("ai 2 rated")
	a.expect("Nach ai die Stufe nennen, 1 bis 8")
	if n := len(srv.AIChallenges()); n != 0 {
		t.Errorf("%d AI challenges sent for refused lines", n)
	}
	a.typeLine("stockfish 2 10+5 schwarz")
	a.expect("Fordere Stockfish von lichess heraus, Stufe 2, 10+5.")
	a.expect("Partie gegen Stockfish Stufe 2, ungewertet, 10+5: du spielst Schwarz.")
	want := map[string]string{"level": "2", "clock.limit": "600", "clock.increment": "5", "color": "black", "variant": "standard"}
	if forms := srv.AIChallenges(); len(forms) != 1 || !maps.Equal(forms[0], want) {
		t.Errorf("the forms sent %v, want [%v]", forms, want)
	}
}
