package session

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/tsv"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// TestOnlineAdvice plays testdata/online-advice.tsv: in an online game the
// command table's OutsideHelp rows are refused while the game runs, and
// only they; after the game they are as at home.
func TestOnlineAdvice(t *testing.T) {
	refusal := map[speech.Lang]string{}
	for _, l := range speech.Langs() {
		refusal[l] = speech.Phrasebook{Lang: l}.Say(words.Key("online-no-advice").With(words.Text("x"))).Text()[:12]
	}
	for _, row := range tsv.Read(t, "testdata/online-advice.tsv") {
		when, lang, typed, want := row[0], row[1], row[2], row[3]
		t.Run(when+" "+lang+" "+typed, func(t *testing.T) {
			l, err := speech.ParseLang(lang)
			if err != nil {
				t.Fatal(err)
			}
			s, err := New(Config{Book: speech.Phrasebook{Lang: l}, Online: &Online{Player: rules.White, Opponent: "Aaron"},
				Engine: &EngineConfig{Command: "stockfish", Level: 1}})
			if err != nil {
				t.Fatal(err)
			}
			s.Start()
			s.HandleAs(WhiteSeat, "e4")
			e4, _ := rules.ParseUCI("e7e5")
			s.ServerState(ServerState{Moves: []rules.Move{e4}})
			if when == "after" {
				s.ServerState(ServerState{End: rules.Outcome{Result: rules.WhiteWins, Reason: rules.Resignation, By: rules.Black}})
				if !s.match.Outcome().Over() {
					t.Fatal("the server's end did not end the game")
				}
			}
			var said []string
			for _, sh := range shownIn(s, s.HandleAs(WhiteSeat, typed)) {
				if sh.Kind == Say {
					said = append(said, sh.Phrase.Text())
				}
			}
			got := strings.Join(said, "\n")
			if when == "after" && typed == "analyze" {
				if r := s.TakeEngineRequests(); len(r) != 1 || r[0].Kind != AnalysisRequest {
					t.Errorf("analyze after the game asked the engine %+v, want an analysis", r)
				}
			}
			switch {
			case want == "-" && strings.Contains(got, refusal[l]):
				t.Errorf("refused: %q", got)
			case want != "-" && !strings.Contains(got, want):
				t.Errorf("said %q, want %q", got, want)
			}
		})
	}
}
