package tui

import (
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"sync"
	"testing"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/table/tabletest"
	"github.com/anna-chess/anna/words"
)

// memoryStore keeps every saved version, for tests.
type memoryStore = tabletest.Store

// earVoice remembers what it was asked to say, and the key presses.
type earVoice struct {
	mu     sync.Mutex
	heard  []string
	hushes int
	tuned  []session.VoiceChange
	tenths int // the rate, in tenths: each faster adds one
}

// Tune remembers the change; faster and slower step the rate a tenth.
func (v *earVoice) Tune(c session.VoiceChange, book speech.Phrasebook) speech.Phrase {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.tuned = append(v.tuned, c)
	if v.tenths == 0 {
		v.tenths = 10
	}
	switch c {
	case session.Faster:
		v.tenths++
	case session.Slower:
		v.tenths--
	default:
		return book.Say(words.Key("volume-now").With(words.Number(50)))
	}
	return book.Say(words.Key("rate-now").With(words.Number(v.tenths)))
}

func (v *earVoice) changes() []session.VoiceChange {
	v.mu.Lock()
	defer v.mu.Unlock()
	return append([]session.VoiceChange(nil), v.tuned...)
}

func (v *earVoice) Speak(p speech.Phrase) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.heard = append(v.heard, p.Text())
}

func (v *earVoice) Hush() {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.hushes++
}

func (v *earVoice) lines() []string {
	v.mu.Lock()
	defer v.mu.Unlock()
	return append([]string(nil), v.heard...)
}

func (v *earVoice) keys() int {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.hushes
}

// sit sets a table for a new game (from fen, or the initial position) and
// seats one terminal that acts for both players.
func sit(t testing.TB, cfg session.Config, store table.Store) (*table.Table, *table.Client, *session.Session) {
	t.Helper()
	sess, err := session.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	tb := table.New(sess, store)
	c, err := tb.Sit(session.NoSeat)
	if err != nil {
		t.Fatal(err)
	}
	return tb, c, sess
}

type diskFull struct{}

func (diskFull) Error() string { return "no space left on device" }

var errDiskFull = diskFull{}

// enter types a line into a Bubble Tea view and presses Enter.
func enter(tm *teatest.TestModel, line string) {
	tm.Type(line)
	tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
}
