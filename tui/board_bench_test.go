package tui

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
)

// opera is the Opera Game (Morphy, Paris 1858) up to 15...Nxd7.
var opera = strings.Fields("e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 " +
	"Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7")

// BenchmarkBoardRender is one frame of the board view in a busy position:
// a clock, fifteen moves on the scoresheet, a full log. "frame" is what a
// key press or a clock tick costs (the board is kept), "event" what a new
// picture costs (the board drawn anew from kept squares). 80x24 has
// one-cell pieces, 120x40 and 200x60 large figures; the high-contrast
// theme also paints the screen's background.
func BenchmarkBoardRender(b *testing.B) {
	tc, _ := rules.ParseTimeControl("5+3")
	tb, c, _ := sit(b, session.Config{TimeControl: tc, Time: &stopped{}, Announce: session.AnnounceOff}, &memoryStore{})
	tb.Start()
	for _, mv := range opera {
		c.Do(mv)
	}
	for _, th := range []*Theme{defaultTheme, highContrastTheme} {
		for _, size := range [][2]int{{80, 24}, {120, 40}, {200, 60}} {
			m := still(b, tb, c, size[0], size[1], colorprofile.TrueColor)
			m.SetTheme(th)
			for i := range 40 {
				m.addLog(strings.Repeat("Springer schlägt David sieben, Schach ", 1+i%3))
			}
			m.pick.show(&m.pic)
			name := func(s string) string {
				n := fmt.Sprintf("%s/%dx%d", s, size[0], size[1])
				if th != defaultTheme {
					n += "/" + th.Name
				}
				return n
			}
			b.Run(name("frame"), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					_ = m.View()
				}
			})
			b.Run(name("event"), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					m.pick.on = !m.pick.on // a new board
					m.rev++                // and a new panel
					_ = m.View()
				}
			})
		}
	}
}

// frameWriter is a terminal that notes the first write, after it was
// armed, of a frame whose view shows a number of moves. (The renderer
// writes only the cells that changed, so the move's text itself may not
// be in the bytes: "8. Black" becomes "Black".)
type frameWriter struct {
	mu    sync.Mutex
	view  *watched
	moves int // armed: the moves the frame must show; 0 when not armed
	at    chan time.Time
}

func (w *frameWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.moves > 0 && w.view.shown() >= w.moves {
		w.moves = 0
		w.at <- time.Now()
	}
	return len(p), nil
}

func (w *frameWriter) arm(moves int) {
	w.mu.Lock()
	w.moves = moves
	w.mu.Unlock()
}

// BenchmarkMoveToOtherScreen: White and Black at their own board views
// play the Opera Game; for every move, the time from Enter at the mover's
// terminal to the frame with the move written to the opponent's terminal.
// Issue 5 asks for 10 ms at the 99th percentile. The move has reached the
// screen with the first frame written after the opponent's view showed
// it. Bubble Tea writes a
// frame on its own ticks (BoardFPS), so the time depends on when in the
// opponent's frame the move comes: "random" types each move at a random
// moment, as players do; "after-frame" types it just after the opponent's
// screen was drawn, the worst moment.
func BenchmarkMoveToOtherScreen(b *testing.B) {
	for _, tc := range []struct {
		name   string
		jitter bool
	}{{"random", true}, {"after-frame", false}} {
		b.Run(tc.name, func(b *testing.B) {
			var lat []time.Duration
			for b.Loop() {
				lat = append(lat, playOpera(b, tc.jitter)...)
			}
			slices.Sort(lat)
			b.ReportMetric(float64(lat[len(lat)/2])/1e6, "p50-ms")
			b.ReportMetric(float64(lat[len(lat)*99/100])/1e6, "p99-ms")
			b.ReportMetric(float64(lat[len(lat)-1])/1e6, "max-ms")
			b.ReportMetric(float64(len(lat)), "moves")
		})
	}
}

func playOpera(b *testing.B, jitter bool) []time.Duration {
	sess, err := session.New(session.Config{})
	if err != nil {
		b.Fatal(err)
	}
	tb := table.New(sess, &memoryStore{})
	defer tb.Close()
	var progs [2]*tea.Program
	var outs [2]*frameWriter
	var views [2]*watched
	done := make(chan struct{}, 2)
	for i, seat := range []session.Seat{session.WhiteSeat, session.BlackSeat} {
		c, err := tb.Sit(seat)
		if err != nil {
			b.Fatal(err)
		}
		views[i] = &watched{Board: NewBoard(tb, c, i == 0, nil)}
		outs[i] = &frameWriter{view: views[i], at: make(chan time.Time, 1)}
		progs[i] = tea.NewProgram(views[i], tea.WithInput(nil), tea.WithOutput(outs[i]), tea.WithWindowSize(80, 24),
			tea.WithFPS(BoardFPS), tea.WithColorProfile(colorprofile.TrueColor), tea.WithoutSignals())
		go func(p *tea.Program) { p.Run(); done <- struct{}{} }(progs[i])
	}
	for _, v := range views {
		waitView(b, v, "1. White to move")
	}
	var lat []time.Duration
	for i, mv := range opera {
		mover, other := progs[i%2], outs[1-i%2]
		for _, r := range mv {
			mover.Send(tea.KeyPressMsg{Code: r, Text: string(r)})
		}
		if jitter {
			time.Sleep(rand.N(time.Second / BoardFPS)) // a random moment of the frame
		}
		other.arm(i + 1)
		start := time.Now()
		mover.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
		select {
		case at := <-other.at:
			lat = append(lat, at.Sub(start))
		case <-time.After(5 * time.Second):
			b.Fatalf("move %d %s did not reach the other screen", i+1, mv)
		}
	}
	for _, p := range progs {
		p.Quit()
		<-done
	}
	return lat
}

// waitView waits until a view has drawn text (setting up, not measured).
func waitView(b *testing.B, v *watched, text string) {
	b.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		v.mu.Lock()
		ok := strings.Contains(v.last, text)
		v.mu.Unlock()
		if ok {
			return
		}
		if time.Now().After(deadline) {
			b.Fatalf("%q never drawn", text)
		}
		time.Sleep(time.Millisecond)
	}
}
