package tui

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// TestBoardClock: both clocks, the running one marked and counting on from
// the picture; tenths in the last ten seconds.
func TestBoardClock(t *testing.T) {
	tc, err := rules.ParseTimeControl("5+3")
	if err != nil {
		t.Fatal(err)
	}
	tb, c, _ := sit(t, session.Config{TimeControl: tc, Time: &stopped{}, Announce: session.AnnounceOff}, &memoryStore{})
	tb.Start()
	m := still(t, tb, c, 80, 24, colorprofile.Ascii)
	m.now = func() time.Time { return m.pic.Clock.Taken.Add(1500 * time.Millisecond) }
	ls := strings.Split(plain(m), "\n")
	if !strings.HasSuffix(ls[0], "> White  4:59") || !strings.HasSuffix(ls[1], "  Black  5:00") {
		t.Errorf("got clocks\n%s\n%s", ls[0], ls[1])
	}
	if m.tick() == nil {
		t.Error("no tick while White's clock runs")
	}
	m.pic.Clock.Paused = true
	if m.tick() != nil {
		t.Error("a tick while the clocks are paused")
	}
}

// stopped is a clock's time source that stands still.
type stopped struct{}

func (*stopped) Now() time.Duration { return 0 }

// TestBoardIdle: without a clock the view never ticks.
func TestBoardIdle(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	tb.Start()
	m := still(t, tb, c, 80, 24, colorprofile.Ascii)
	if m.tick() != nil {
		t.Error("a tick without a clock")
	}
}

func TestClockText(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{-time.Second, "0:00.0"},
		{0, "0:00.0"},
		{9950 * time.Millisecond, "0:10"}, // rounded up (rules.ShownTime)
		{10 * time.Second, "0:10"},
		{65*time.Second + 900*time.Millisecond, "1:06"},
		{59*time.Minute + 59*time.Second, "59:59"},
		{time.Hour, "1:00:00"},
		{2*time.Hour + 3*time.Minute + 4*time.Second, "2:03:04"},
	} {
		if got := clockText(tc.d); got != tc.want {
			t.Errorf("clockText(%v): got %q, want %q", tc.d, got, tc.want)
		}
	}
}

// TestBoardLog: the log wraps long lines to the panel and keeps the newest
// at the bottom; notices from outside join it.
func TestBoardLog(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	m := still(t, tb, c, 80, 24, colorprofile.Ascii)
	for i := range 30 {
		m.addLog(strings.Repeat("word ", 5+i%3) + "end " + fmt.Sprint(i))
		m.View() // each shown as it comes
	}
	m.Update(NoticeMsg("a notice from the sound system, which is long enough to be wrapped in two"))
	panel := panelText(t, m) // 36 wide
	if got := strings.Join(panel[19:22], " "); got != "a notice from the sound system, which is long enough to be wrapped in two" {
		t.Errorf("last log lines: got %q, want the notice", got)
	}
	if got := panel[17] + " " + panel[18]; got != "word word word word word word word end 29" {
		t.Errorf("lines before the notice: got %q", got)
	}
}

// panelText is the panel's lines on a plain screen, trimmed.
func panelText(t *testing.T, m *Board) []string {
	t.Helper()
	l := layoutFor(m.width, m.height, m.zoom)
	ls := lines(t, plain(m), m.width, m.height)
	panel := make([]string, 0, l.rows)
	for _, s := range ls[:l.rows] {
		r := []rune(s)
		panel = append(panel, strings.TrimSpace(string(r[min(len(r), l.boardW+l.gap):])))
	}
	return panel
}

// logged is a view at 80x24 with n announcements, each shown as it came.
func logged(t *testing.T, n int) *Board {
	t.Helper()
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	m := still(t, tb, c, 80, 24, colorprofile.Ascii)
	for i := range n {
		m.addLog(fmt.Sprintf("entry %02d", i)) // zero-padded: they sort as numbers
		m.View()
	}
	return m
}

// hasLine reports whether the panel shows a line.
func hasLine(t *testing.T, m *Board, s string) bool {
	t.Helper()
	return slices.Contains(panelText(t, m), s)
}

// TestBoardScroll: PgUp and PgDn page through the log, Home and End go to
// its start and end; scrolled back, new lines leave the view still and are
// counted in a mark at the bottom.
func TestBoardScroll(t *testing.T) {
	m := logged(t, 40)
	key := func(code rune, mod tea.KeyMod) { m.Update(tea.KeyPressMsg{Code: code, Mod: mod}) }
	if !hasLine(t, m, "entry 39") || hasLine(t, m, "entry 20") || !hasLine(t, m, "Announcements:  ▲ PgUp") {
		t.Fatalf("the newest lines are not shown, or no sign of earlier ones:\n%s", plain(m))
	}
	firstShown := func() string {
		p := panelText(t, m)
		return p[slices.Index(p, "Announcements:  ▲ PgUp")+1]
	}
	top := firstShown() // entry 24: 16 rows of 40 entries
	key(tea.KeyPgUp, 0)
	if hasLine(t, m, "entry 39") || !hasLine(t, m, top) || firstShown() >= top || !hasLine(t, m, "▼ more below: PgDn or End") {
		t.Errorf("PgUp from %s, a page back keeping it in view: got\n%s", top, plain(m))
	}
	top = firstShown()
	m.addLog("entry 40")
	m.addLog("entry 41")
	if hasLine(t, m, "entry 41") || firstShown() != top || !hasLine(t, m, "▼ 2 new below: End") {
		t.Errorf("new lines while scrolled back: got\n%s", plain(m))
	}
	key(tea.KeyEnd, 0)
	if !hasLine(t, m, "entry 41") || hasLine(t, m, "▼ 2 new below: End") {
		t.Errorf("End: got\n%s", plain(m))
	}
	key(tea.KeyHome, 0)
	if !hasLine(t, m, "entry 00") || hasLine(t, m, "Announcements:  ▲ PgUp") {
		t.Errorf("Home: got\n%s", plain(m))
	}
	key(tea.KeyPgUp, 0)
	if m.hint != "The first announcement is shown." {
		t.Errorf("PgUp at the start: hint %q", m.hint)
	}
	for range 10 {
		key(tea.KeyPgDown, 0)
	}
	if !hasLine(t, m, "entry 41") || !m.logv.follow || m.hint != "The newest announcement is shown." {
		t.Errorf("PgDn to the end: following %v, hint %q:\n%s", m.logv.follow, m.hint, plain(m))
	}
	m.Update(tea.KeyPressMsg{Code: 'e', Text: "e"})
	key(tea.KeyHome, 0) // moves in the text typed
	if hasLine(t, m, "entry 00") || m.input.Position() != 0 {
		t.Errorf("Home with text typed scrolled the log")
	}
	key(tea.KeyHome, tea.ModCtrl)
	if !hasLine(t, m, "entry 00") {
		t.Errorf("Ctrl+Home with text typed did not go to the log's start")
	}
}

// TestBoardLongAnswer: an answer longer than the log's rows is shown from
// its start, with a mark for the rest below; nothing is cut.
func TestBoardLongAnswer(t *testing.T) {
	m := logged(t, 5)
	var words []string
	for i := range 150 {
		words = append(words, fmt.Sprintf("w%d", i))
	}
	m.addLog(strings.Join(words, " "))
	panel := panelText(t, m)
	at := slices.Index(panel, "Announcements:  ▲ PgUp")
	if at < 0 || !strings.HasPrefix(panel[at+1], "w0 w1 w2") || panel[len(panel)-1] != "▼ more below: PgDn or End" {
		t.Fatalf("the long answer is not shown from its start:\n%s", plain(m))
	}
	var read []string
	for range 20 {
		for _, l := range panelText(t, m)[at+1:] {
			if strings.HasPrefix(l, "w") && !slices.Contains(read, l) {
				read = append(read, l)
			}
		}
		m.Update(tea.KeyPressMsg{Code: tea.KeyPgDown})
	}
	if got := strings.Join(read, " "); got != strings.Join(words, " ") {
		t.Errorf("paging down read:\n%s\nwant every word once, in order", strings.Join(read, "\n"))
	}
}
