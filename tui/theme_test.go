package tui

import (
	"bytes"
	"fmt"
	"image/color"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/anna-chess/anna/internal/tsv"
	"github.com/anna-chess/anna/session"
)

// pair is two colours drawn one on the other, and what they are.
type pair struct {
	kind, what string
	fg, bg     color.Color
}

// pairs is every colour a theme draws on another: text on the screen,
// each side's pieces on every square (light and dark, with every mark),
// the fill of a figure inside its rim, and each mark's shape on its
// square.
func pairs(t *Theme) []pair {
	var ps []pair
	if t.Bg != nil {
		for _, tx := range []struct {
			what string
			c    color.Color
		}{{"text, clocks, coordinates", t.Text}, {"headings, the prompt, keys", t.Heading},
			{"hints, the input's placeholder", t.Hint}, {"the running clock, new lines below", t.Accent}} {
			ps = append(ps, pair{"text", tx.what, t.textColor(tx.c), t.Bg})
		}
	}
	sides := [2]string{"White", "Black"}
	marks := [markCount]string{"", " (last move)", " (check)", " (piece picked)", " (cursor)"}
	shades := [2]string{"light", "dark"}
	for s, side := range sides {
		outline := t.Fill[s]
		if t.Edge[s] != nil {
			outline = t.Edge[s]
			ps = append(ps, pair{"piece", side + " figure's fill inside its rim", t.Fill[s], t.Edge[s]})
		}
		for shade, name := range shades {
			for mk := range markCount {
				bg := t.squareBg(shade == 0, mk)
				where := " on a " + name + " square" + marks[mk]
				ps = append(ps, pair{"piece", side + " figure" + where, outline, bg},
					pair{"piece", side + " glyph" + where, t.Ink[s], bg})
			}
		}
	}
	for mk := markLast; mk < markCount; mk++ {
		for shade, name := range shades {
			bg := t.squareBg(shade == 0, mk)
			ps = append(ps, pair{"mark", "the mark" + marks[mk] + " on a " + name + " square", t.MarkInk[mk], bg})
			// How far a marked square's colour stands from the plain
			// square's (none to hold to: the shape marks it).
			ps = append(ps, pair{"tint", "a " + name + " square" + marks[mk] + " beside a plain one", bg, t.squareBg(shade == 0, markNone)})
		}
	}
	return ps
}

// TestThemeContrast computes the contrast of every pair of colours each
// theme draws and holds them to testdata/contrast-minimums.tsv. The golden
// file lists them all (go test -run ThemeContrast -update writes it).
func TestThemeContrast(t *testing.T) {
	mins := map[[2]string]float64{}
	for _, row := range tsv.Read(t, "testdata/contrast-minimums.tsv") {
		v, err := strconv.ParseFloat(row[2], 64)
		if err != nil {
			t.Fatalf("minimum %q: %v", row[2], err)
		}
		mins[[2]string{row[0], row[1]}] = v
	}
	var report bytes.Buffer
	for _, th := range Themes {
		least := map[string]pair{}
		for _, p := range pairs(th) {
			if p.fg == nil || p.bg == nil {
				t.Errorf("%s: %s has no colour", th.Name, p.what)
				continue
			}
			r := contrast(p.fg, p.bg)
			fmt.Fprintf(&report, "%-13s %-5s %5.2f:1  %s\n", th.Name, p.kind, r, p.what)
			if l, ok := least[p.kind]; !ok || r < contrast(l.fg, l.bg) {
				least[p.kind] = p
			}
			if want, ok := mins[[2]string{th.Name, p.kind}]; ok && r < want {
				t.Errorf("%s: %s: got %.2f:1, want at least %.1f:1", th.Name, p.what, r, want)
			}
		}
		for _, kind := range []string{"text", "piece", "mark", "tint"} {
			if l, ok := least[kind]; ok {
				fmt.Fprintf(&report, "%-13s %-5s %5.2f:1  the least: %s\n", th.Name, kind, contrast(l.fg, l.bg), l.what)
			}
		}
	}
	// The default theme leaves text to the terminal: no colour of its own
	// (the grey hints of before measured 1.9 to 3.4:1 on black).
	for _, c := range []color.Color{defaultTheme.Text, defaultTheme.Heading, defaultTheme.Hint, defaultTheme.Accent} {
		if c != nil {
			t.Errorf("default theme: a text colour %v, want the terminal's own", c)
		}
	}
	golden.RequireEqual(t, report.Bytes())
}

// TestContrast checks the formula on WCAG's own examples.
func TestContrast(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want float64
	}{
		{"#000000", "#ffffff", 21},
		{"#ffffff", "#ffffff", 1},
		{"#767676", "#ffffff", 4.54},
		{"#595959", "#ffffff", 7.0},
		{"#ff0000", "#ffffff", 4.0},
	} {
		if got := contrast(rgb(tc.a), rgb(tc.b)); got < tc.want-0.01 || got > tc.want+0.01 {
			t.Errorf("contrast(%s, %s): got %.3f, want %.2f", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestNoColor: under NO_COLOR (the Ascii profile) no theme writes a
// colour, and every mark still shows by its shape.
func TestNoColor(t *testing.T) {
	for _, th := range Themes {
		tb, c, _ := sit(t, session.Config{}, &memoryStore{})
		tb.Start()
		m := still(t, tb, c, 120, 40, colorprofile.Ascii)
		m.SetTheme(th)
		m.pick.show(&m.pic)
		frame := m.View().Content
		for _, seq := range []string{"38;2;", "48;2;", "38;5;", "48;5;"} {
			if strings.Contains(frame, seq) {
				t.Errorf("%s: the frame holds a colour (%q) under NO_COLOR", th.Name, seq)
			}
		}
		if !strings.Contains(frame, "┏") || !strings.Contains(frame, "┛") {
			t.Errorf("%s: no cursor mark under NO_COLOR:\n%s", th.Name, frame)
		}
	}
}

func TestParseTheme(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{{"default", "default", true}, {"High-Contrast", "high-contrast", true}, {"light", "light", true}, {"dark", "", false}} {
		th, err := ParseTheme(tc.in)
		if (err == nil) != tc.ok || tc.ok && th.Name != tc.want {
			t.Errorf("ParseTheme(%q): got %v, %v; want %q", tc.in, th, err, tc.want)
		}
	}
}
