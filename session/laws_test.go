package session

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
)

// TestLawsKeptOnResume: the text of the Laws a game is played by comes
// back with it; the Config of the resumed game does not change it, and
// the scoresheet keeps one Laws tag.
func TestLawsKeptOnResume(t *testing.T) {
	for _, laws := range []rules.Laws{rules.Laws2017, rules.Laws2023} {
		s, err := New(Config{Laws: laws, FEN: "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"})
		if err != nil {
			t.Fatal(err)
		}
		s.Start()
		s.Handle("Kd2")
		s.Handle("Ke7")
		back := roundTrip(t, s, Config{Laws: rules.Laws2023})
		if back.match.Laws() != laws {
			t.Errorf("played by %s, resumed by %s", laws, back.match.Laws())
		}
		if n := strings.Count(back.PGN(), "[Laws "); n != 1 || !strings.Contains(back.PGN(), `[Laws "`+laws.Tag()+`"]`) {
			t.Errorf("resumed scoresheet has %d Laws tags:\n%s", n, back.PGN())
		}
		back.Handle("resign")
		back.Handle("yes")
		want := rules.BlackWins // 2017: a resignation loses
		if laws == rules.Laws2023 {
			want = rules.Drawn // 5.1.2: a bare king cannot mate White
		}
		if got := back.match.Outcome().Result; got != want {
			t.Errorf("%s: White resigns after the resume: got %s, want %s", laws, got, want)
		}
	}
}

// TestStateLawsChecked: a state naming Laws anna does not know is
// refused with the field named.
func TestStateLawsChecked(t *testing.T) {
	s, _ := New(Config{})
	var st State
	if err := json.Unmarshal(s.Documents().State, &st); err != nil {
		t.Fatal(err)
	}
	st.Laws = "1997"
	if _, err := Restore(st, Config{}); err == nil || !strings.Contains(err.Error(), "laws") {
		t.Errorf("got %v, want the laws field named", err)
	}
	st.Laws = "" // a state written before the field: the 2023 text
	back, err := Restore(st, Config{})
	if err != nil || back.match.Laws() != rules.Laws2023 {
		t.Errorf("got %v, %v", back, err)
	}
}
