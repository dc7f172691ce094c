package engine

import (
	"io"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/table/tabletest"
)

// TestSeatAtSaysAMissingEngine: a match's engine that plays a side and
// is not installed, or cannot be started, is said at the start (printed
// and spoken: said), not only when its first move is due; one that
// starts, is switched off or plays no side says nothing there.
func TestSeatAtSaysAMissingEngine(t *testing.T) {
	fakeEngine := fake(t, "")
	type seating struct {
		name, command, plays string
		off                  bool
		want                 string // the start of what is said; "" nothing
	}
	cases := []seating{
		{"not installed", "nosuchfish", "black", false, `No engine "nosuchfish" found: install `},
		{"started", fakeEngine, "black", false, ""},
		{"not installed, switched off", "nosuchfish", "black", true, ""},
		{"not installed, playing no side", "nosuchfish", "", false, ""},
	}
	if runtime.GOOS != "windows" {
		if notUCI, err := exec.LookPath("true"); err == nil { // found, but no engine: it ends at once
			cases = append(cases, seating{"no engine", notUCI, "black", false, "The engine could not be started. Type engine restart to try again, or engine off to go on without it."})
		}
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sess, err := session.New(session.Config{Engine: &session.EngineConfig{Command: c.command, Plays: c.plays, Level: 1, Off: c.off}})
			if err != nil {
				t.Fatal(err)
			}
			tb := table.New(sess, &tabletest.Store{})
			e, _, said := SeatAt(speech.Phrasebook{}, sess, tb, filepath.Join(t.TempDir(), "g.pgn"), io.Discard)
			defer func() { tb.Close(); e.Close() }()
			var got []string
			for _, p := range said {
				got = append(got, p.Text())
			}
			if c.want == "" && len(got) > 0 || c.want != "" && (len(got) != 1 || !strings.HasPrefix(got[0], c.want)) {
				t.Errorf("said %q, want %q", got, c.want)
			}
		})
	}
}
