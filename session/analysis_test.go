package session

import (
	"reflect"
	"testing"

	"github.com/anna-chess/anna/rules"
)

// TestAnalysisMistakes: the mistakes of the last analysis, as a value for
// what works on them (going back to each): those that belong to the game
// as it stands, in order; nothing before the analysis.
func TestAnalysisMistakes(t *testing.T) {
	var moves []rules.Move
	for _, u := range []string{"e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"} {
		m, err := rules.ParseUCI(u)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	s, err := NewAnalysis(Config{Engine: &EngineConfig{Command: "stockfish", Hints: true}}, "", moves)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.AnalysisMistakes(); got != nil {
		t.Errorf("before the analysis: got %v, want none", got)
	}
	req := s.RequestAnalysis(NoSeat)
	s.TakeEngineRequests()
	qe7, _ := rules.ParseUCI("d8e7")
	g6, _ := rules.ParseUCI("g7g6")
	found := []Mistake{
		{Ply: 3, Better: g6, Blunder: true},
		{Ply: 5, Better: qe7, Blunder: true, AllowsMate: 1},
		{Ply: 5, Better: rules.Move{}}, // nothing better to play there: left out
		{Ply: 9, Better: qe7},          // no such move in the game: left out
	}
	s.AnalysisDone(req, found)
	want := found[:2]
	got := s.AnalysisMistakes()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	got[0].Ply = 0
	if s.AnalysisMistakes()[0].Ply != 3 {
		t.Error("the list handed out is the session's own: changing it changed the analysis")
	}
}
