package rules

import (
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/tsv"
)

// TestLawsEndings: resigning and the arbiter's declarations end the game
// as each text of the Laws says (testdata/laws-endings.tsv).
func TestLawsEndings(t *testing.T) {
	reasons := map[string]Reason{}
	for r, name := range reasonNames {
		reasons[name] = r
	}
	for _, row := range tsv.Read(t, "testdata/laws-endings.tsv") {
		fen, year, ending, wantResult, wantReason := row[0], row[1], row[2], row[3], row[4]
		t.Run(year+" "+ending+" "+fen, func(t *testing.T) {
			laws, err := ParseLaws(year)
			if err != nil {
				t.Fatal(err)
			}
			m, err := NewMatch(fen, MirrorAuto, PressAuto)
			if err != nil {
				t.Fatal(err)
			}
			m.SetLaws(laws)
			verb, rest, _ := strings.Cut(ending, " ")
			colorWord, why, _ := strings.Cut(rest, " ")
			c := map[string]Color{"white": White, "black": Black}[colorWord]
			switch verb {
			case "resign":
				err = m.Resign(c)
			case "declare":
				r, ok := reasons[why]
				if !ok {
					t.Fatalf("no reason %q", why)
				}
				err = m.Declare(c, r)
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, seat := range []Color{White, Black} {
				o := m.Sheet(seat).Outcome()
				if o.Result.String() != wantResult || o.Reason.String() != wantReason {
					t.Errorf("%s's scoresheet: got %s by %s, want %s by %s", ColorName(seat), o.Result, o.Reason, wantResult, wantReason)
				}
			}
			if err := m.Resign(White); err != ErrGameOver {
				t.Errorf("a resignation after the end: got %v, want ErrGameOver", err)
			}
		})
	}
}

// TestDeclareRefusesOtherReasons: the arbiter declares a game lost only
// for the reasons the Laws give the arbiter.
func TestDeclareRefusesOtherReasons(t *testing.T) {
	for _, r := range []Reason{Checkmate, Resignation, FlagFall, Agreement, NormalMeansClaim} {
		g := NewGame()
		if err := g.Declare(White, r); err == nil || g.Outcome().Over() {
			t.Errorf("Declare(White, %s): got %v and %s, want a refusal and the game going on", r, err, g.Outcome())
		}
	}
	g := NewGame()
	if err := g.DrawByArbiter(Agreement, White); err == nil || g.Outcome().Over() {
		t.Errorf("DrawByArbiter(agreement): got %v and %s, want a refusal", err, g.Outcome())
	}
	if err := g.DrawByArbiter(NormalMeansClaim, White); err != nil || g.Outcome() != (Outcome{Result: Drawn, Reason: NormalMeansClaim, By: White}) {
		t.Errorf("DrawByArbiter(III.5): got %v and %s, want a draw", err, g.Outcome())
	}
}

// TestPenaltyTime: the penalties of Articles 7 and 9 by the pace of the
// game and the text of the Laws (A.3 of 2023, B.2 of both).
func TestPenaltyTime(t *testing.T) {
	for _, tt := range []struct {
		laws Laws
		tc   string
		want time.Duration
	}{
		{Laws2023, "90+30", 2 * time.Minute},
		{Laws2017, "90+30", 2 * time.Minute},
		{Laws2023, "25", time.Minute},
		{Laws2017, "25", 2 * time.Minute},
		{Laws2023, "15+10", time.Minute},
		{Laws2017, "15+10", 2 * time.Minute},
		{Laws2023, "5+3", time.Minute},
		{Laws2017, "5+3", time.Minute},
		{Laws2023, "40/90, 30", 2 * time.Minute},
	} {
		tc, err := ParseTimeControl(tt.tc)
		if err != nil {
			t.Fatal(err)
		}
		if got := tt.laws.PenaltyTime(tc.Pace()); got != tt.want {
			t.Errorf("Laws %s, %s (%s): got %s, want %s", tt.laws, tt.tc, tc.Pace(), got, tt.want)
		}
	}
}

func TestParseLaws(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Laws
		ok   bool
	}{{"2023", Laws2023, true}, {"2017", Laws2017, true}, {"", Laws2023, true}, {"2018", Laws2023, false}, {"FIDE 2017", Laws2023, false}} {
		got, err := ParseLaws(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseLaws(%q): got %s, %v", tt.in, got, err)
		}
	}
	for _, l := range []Laws{Laws2023, Laws2017} {
		if got, ok := LawsOfTag(l.Tag()); !ok || got != l {
			t.Errorf("LawsOfTag(%q): got %s, %v", l.Tag(), got, ok)
		}
	}
	if _, ok := LawsOfTag("FIDE "); ok {
		t.Error(`LawsOfTag("FIDE "): taken`)
	}
}
