package puzzle

import (
	"errors"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestGlickmanExample: the worked example of Glickman's "Example of the
// Glicko-2 system": a player of 1500 (deviation 200, volatility 0.06),
// tau 0.5, beats a 1400 (30) and loses to a 1550 (100) and a 1700 (300):
// 1464.06, 151.52, 0.05999.
func TestGlickmanExample(t *testing.T) {
	got, err := Rate(Glicko{1500, 200, 0.06}, []Game{
		{Glicko{1400, 30, 0.06}, 1},
		{Glicko{1550, 100, 0.06}, 0},
		{Glicko{1700, 300, 0.06}, 0},
	}, 0.5, 1)
	if err != nil {
		t.Fatal(err)
	}
	// The paper rounds each step to four digits (v 1.7785, delta
	// -0.4834, mu' -0.2069), so its results are good to about 0.01; the
	// exact ones are 1464.0507, 151.5165, 0.0599960.
	if math.Abs(got.Rating-1464.06) > 0.01 || math.Abs(got.Deviation-151.52) > 0.01 || math.Abs(got.Volatility-0.05999) > 0.00001 {
		t.Errorf("got %.4f %.4f %.7f, want 1464.06 151.52 0.05999", got.Rating, got.Deviation, got.Volatility)
	}
	// With no game only the deviation grows (step 6).
	idle, _ := Rate(Glicko{1500, 200, 0.06}, nil, 0.5, 1)
	if idle.Rating != 1500 || math.Abs(idle.Deviation-200.27) > 0.005 {
		t.Errorf("no games: got %+v, want 1500, 200.27", idle)
	}
}

// TestAfterAsLichess: a rating after one puzzle, against the table in
// testdata/ratings.tsv, computed by a transcription of lila's code of its
// own (not anna's): the one game of Glicko-2, the caps, the weight of the
// theme chosen, a provisional puzzle.
func TestAfterAsLichess(t *testing.T) {
	data, err := os.ReadFile("testdata/ratings.tsv")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		num := func(i int) float64 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				t.Fatalf("%s: %v", f[0], err)
			}
			return v
		}
		theme := f[7]
		if theme == "-" {
			theme = ""
		}
		r := PlayerRating{Glicko: Glicko{num(1), num(2), num(3)}, Last: now}
		p := Puzzle{ID: "p", Rating: int(num(4)), RatingDeviation: int(num(5))}
		got := r.After(p, f[6] == "yes", theme, now)
		want := Glicko{num(8), num(9), num(10)}
		if math.Abs(got.Rating-want.Rating) > 1e-5 || math.Abs(got.Deviation-want.Deviation) > 1e-5 || math.Abs(got.Volatility-want.Volatility) > 1e-6 {
			t.Errorf("%s: got %.6f %.6f %.6f, want %.6f %.6f %.6f", f[0], got.Rating, got.Deviation, got.Volatility, want.Rating, want.Deviation, want.Volatility)
		}
		if got.Puzzles != 1 || !got.Last.Equal(now) || !got.HasPlayed("p") {
			t.Errorf("%s: counted %d, last %v, played %v", f[0], got.Puzzles, got.Last, got.Played)
		}
		n++
	}
	if n < 10 {
		t.Fatalf("only %d cases", n)
	}
}

// TestAfterUnchanged: a puzzle played before is not rated again (lichess
// rates a puzzle once), nor one without a rating; the rating given is not
// changed in place.
func TestAfterUnchanged(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	r := NewRating().After(Puzzle{ID: "a", Rating: 1500, RatingDeviation: 80}, true, "", now)
	for _, c := range []struct {
		name string
		p    Puzzle
	}{
		{"played before", Puzzle{ID: "a", Rating: 1500, RatingDeviation: 80}},
		{"no rating", Puzzle{ID: "b"}},
	} {
		if got := r.After(c.p, false, "", now.Add(time.Hour)); fmt.Sprint(got) != fmt.Sprint(r) {
			t.Errorf("%s: got %+v, want %+v", c.name, got, r)
		}
	}
	before := fmt.Sprint(r)
	r.After(Puzzle{ID: "c", Rating: 1500, RatingDeviation: 80}, true, "", now)
	if fmt.Sprint(r) != before {
		t.Error("After changed the rating it was given")
	}
}

// TestLiveDeviation: the deviation grows with time away, as lichess's
// does: "chosen so a typical player's RD goes from 60 to 110 in 1 year"
// (lila's Glicko.ratingPeriodsPerDay), within 45 and 500.
func TestLiveDeviation(t *testing.T) {
	last := time.Date(2025, 11, 29, 12, 0, 0, 0, time.UTC)
	r := PlayerRating{Glicko: Glicko{1700, 60, 0.06}, Last: last}
	if got := r.Live(last.Add(365 * 24 * time.Hour)).Deviation; math.Abs(got-110) > 0.5 {
		t.Errorf("after a year: %.2f, want about 110", got)
	}
	if got := r.Live(last).Deviation; got != 60 {
		t.Errorf("at once: %.2f, want 60", got)
	}
	if got := r.Live(last.Add(-time.Hour)).Deviation; got != 60 {
		t.Errorf("before the last (a clock put back): %.2f, want 60", got)
	}
	long := PlayerRating{Glicko: Glicko{1700, 300, 0.09}, Last: last}
	if got := long.Live(last.Add(20 * 365 * 24 * time.Hour)).Deviation; got != 500 {
		t.Errorf("after 20 years: %.2f, want 500", got)
	}
}

// TestPlayedBounded: a rating remembers the last MaxPlayed puzzles.
func TestPlayedBounded(t *testing.T) {
	r := NewRating()
	r.Played = make([]string, MaxPlayed)
	for i := range r.Played {
		r.Played[i] = fmt.Sprint("p", i)
	}
	r = r.After(Puzzle{ID: "new", Rating: 1500, RatingDeviation: 80}, true, "", time.Now())
	if len(r.Played) != MaxPlayed || r.Played[0] != "p1" || r.Played[MaxPlayed-1] != "new" {
		t.Errorf("got %d played, from %s to %s", len(r.Played), r.Played[0], r.Played[len(r.Played)-1])
	}
	if NewRating().Provisional() != true || (PlayerRating{Glicko: Glicko{1500, 80, 0.06}}).Provisional() {
		t.Error("provisional wrong")
	}
}

// TestRatingText: a rating written and read back is the same; what a
// player might have made of the file is read or refused with its line.
func TestRatingText(t *testing.T) {
	r := NewRating().After(Puzzle{ID: "00sHx", Rating: 1760, RatingDeviation: 80}, true, "", time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC))
	text, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var back PlayerRating
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(back) != fmt.Sprint(r) {
		t.Errorf("read back %+v, want %+v\n%s", back, r, text)
	}
	for _, c := range []struct {
		name, text string
		want       Problem // 0: read
		line       int
		check      func(PlayerRating) bool
	}{
		{"empty: a new rating", "", 0, 0, func(r PlayerRating) bool { return fmt.Sprint(r) == fmt.Sprint(NewRating()) }},
		{"comments, spaces, a later key", "# mine\n\n  rating =1612.5 \nstreak = 4\n", 0, 0, func(r PlayerRating) bool { return r.Rating == 1612.5 && r.Deviation == 500 }},
		{"CRLF", "rating = 1612.5\r\npuzzles = 3\r\n", 0, 0, func(r PlayerRating) bool { return r.Puzzles == 3 }},
		{"no equals sign", "rating 1600\n", NotKeyValue, 1, nil},
		{"rating twice", "rating = 1600\nrating = 1700\n", DuplicateKey, 2, nil},
		{"rating not a number", "rating = high\n", BadValue, 1, nil},
		{"rating 4000", "rating = 4000\n", BadValue, 1, nil},
		{"deviation 0", "\ndeviation = 0\n", BadValue, 2, nil},
		{"volatility NaN", "volatility = NaN\n", BadValue, 1, nil},
		{"negative count", "puzzles = -2\n", BadValue, 1, nil},
		{"bad date", "last = yesterday\n", BadValue, 1, nil},
		{"bad id played", "played = 00sHx 0$s\n", BadValue, 1, nil},
		{"too large", strings.Repeat("#", MaxRatingText+1), TooLong, 0, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := NewRating()
			got.Puzzles = 99
			err := got.UnmarshalText([]byte(c.text))
			if c.want == 0 {
				if err != nil || !c.check(got) {
					t.Errorf("got %+v, %v", got, err)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) || e.Problem != c.want || e.Line != c.line {
				t.Errorf("got %v, want %v at line %d", err, c.want, c.line)
			}
			if got.Puzzles != 99 {
				t.Error("a refused text changed the rating")
			}
		})
	}
}
