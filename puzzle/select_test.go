package puzzle

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestParseRange: a rating range as a player types it.
func TestParseRange(t *testing.T) {
	for _, c := range []struct {
		in       string
		min, max int
		ok       bool
	}{
		{"1200-1600", 1200, 1600, true},
		{" 1200 - 1600 ", 1200, 1600, true},
		{"1600-1200", 1200, 1600, true},
		{"1200–1600", 1200, 1600, true}, // an en dash
		{"1200 to 1600", 1200, 1600, true},
		{"1500", 1400, 1600, true},
		{"300-700", 300, 700, true},
		{"", 0, 0, false},
		{"easy", 0, 0, false},
		{"1200-", 0, 0, false},
		{"-1200", 0, 0, false},
		{"1200-1600-2000", 0, 0, false},
		{"100-200", 0, 0, false},
		{"3000-9000", 0, 0, false},
	} {
		min, max, err := ParseRange(c.in)
		if (err == nil) != c.ok || min != c.min || max != c.max {
			t.Errorf("%q: got %d-%d %v, want %d-%d ok %v", c.in, min, max, err, c.min, c.max, c.ok)
		}
	}
}

// TestTheme: lichess's theme names in any case; others unknown.
func TestTheme(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"mateIn2", "mateIn2", true},
		{"MATEIN2", "mateIn2", true},
		{"fork", "fork", true},
		{"Mix", Mix, true},
		{"backrankmate", "backRankMate", true},
		{"forks", "forks", false},
		{"", "", false},
	} {
		if got, ok := Theme(c.in); got != c.want || ok != c.ok {
			t.Errorf("%q: got %q %v, want %q %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// TestSelect: by theme and by rating range; a puzzle without a rating
// passes only a filter without a range.
func TestSelect(t *testing.T) {
	ps := []Puzzle{
		{ID: "a", Rating: 800, Themes: []string{"fork", "short"}},
		{ID: "b", Rating: 1500, Themes: []string{"mate", "mateIn2"}},
		{ID: "c", Rating: 2100, Themes: []string{"fork", "long"}},
		{ID: "d", Themes: []string{"fork"}}, // a coach's, unrated
	}
	for _, c := range []struct {
		f    Filter
		want []string
	}{
		{Filter{}, []string{"a", "b", "c", "d"}},
		{Filter{Theme: Mix}, []string{"a", "b", "c", "d"}},
		{Filter{Theme: "fork"}, []string{"a", "c", "d"}},
		{Filter{Theme: "Fork"}, []string{"a", "c", "d"}},
		{Filter{Theme: "pin"}, nil},
		{Filter{MinRating: 1000, MaxRating: 2000}, []string{"b"}},
		{Filter{MinRating: 1000}, []string{"b", "c"}},
		{Filter{MaxRating: 1500}, []string{"a", "b"}},
		{Filter{Theme: "fork", MinRating: 600, MaxRating: 1000}, []string{"a"}},
	} {
		var got []string
		for _, p := range Select(ps, c.f) {
			got = append(got, p.ID)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%+v: got %v, want %v", c.f, got, c.want)
		}
	}
}

// TestNext: the next puzzle is one not played, near the player's rating
// when no range is set, and a played one when all were.
func TestNext(t *testing.T) {
	var ps []Puzzle
	for i, r := range []int{700, 1100, 1480, 1520, 1900, 2500} {
		ps = append(ps, Puzzle{ID: string(rune('a' + i)), Rating: r, Themes: []string{"fork"}})
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	r := NewRating() // 1500
	near := map[string]bool{}
	for range 50 {
		p, ok := Next(ps, Filter{}, r, rnd)
		if !ok {
			t.Fatal("none")
		}
		near[p.ID] = true
	}
	if !near["c"] || !near["d"] || len(near) != 2 {
		t.Errorf("picked %v, want c and d (within 100 of 1500)", near)
	}
	r.Played = []string{"c", "d"}
	if p, _ := Next(ps, Filter{}, r, rnd); p.ID != "b" && p.ID != "e" {
		t.Errorf("with c and d played: %s, want b or e (within 400)", p.ID)
	}
	r.Played = []string{"a", "b", "c", "d", "e", "f"}
	if p, ok := Next(ps, Filter{MinRating: 2000, MaxRating: 2600}, r, rnd); !ok || p.ID != "f" {
		t.Errorf("all played: %s %v, want f again", p.ID, ok)
	}
	if _, ok := Next(ps, Filter{Theme: "pin"}, r, rnd); ok {
		t.Error("a puzzle for a theme none has")
	}
}
