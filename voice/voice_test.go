package voice

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
)

// TestTuneKeepsTheLastValue: quick changes are all carried out at once,
// and the settings file ends with the last of them, written without the
// view waiting; a file that cannot be written is said in one line a
// change.
func TestTuneKeepsTheLastValue(t *testing.T) {
	var mu sync.Mutex
	kept := map[string][]string{}
	release := make(chan struct{})
	later := make(chan string, 4)
	v := &Voice{bank: clips.NewBank(), device: audio.NewSpeaker(audio.NewRecorder(), audio.Interrupt, nil), later: later,
		keep: func(key, value string) error {
			<-release // a slow disk
			mu.Lock()
			defer mu.Unlock()
			kept[key] = append(kept[key], value)
			return nil
		}}
	defer v.device.Close()
	book := speech.Phrasebook{}
	start := time.Now()
	var said []string
	for _, c := range []session.VoiceChange{session.Faster, session.Faster, session.Faster, session.Softer, session.Slower} {
		said = append(said, v.Tune(c, book).Text())
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("Tune waited %v for the settings file", d)
	}
	want := []string{"Speech rate 1.1.", "Speech rate 1.2.", "Speech rate 1.3.", "Volume 90 percent.", "Speech rate 1.2."}
	if strings.Join(said, "|") != strings.Join(want, "|") {
		t.Errorf("said %q, want %q", said, want)
	}
	if v.device.Rate() != 1.2 || v.device.Volume() != 90 {
		t.Errorf("the speaker is at rate %v, volume %v; want 1.2 and 90", v.device.Rate(), v.device.Volume())
	}
	close(release)
	v.saves.Wait()
	mu.Lock()
	if r, vol := kept["rate"], kept["volume"]; len(r) == 0 || r[len(r)-1] != "1.2" || len(r) > 2 || len(vol) != 1 || vol[0] != "90" {
		t.Errorf("kept %v; want rate 1.2 last, in at most two writes, and volume 90", kept)
	}
	mu.Unlock()
	if len(later) != 0 {
		t.Errorf("a line was said: %q", <-later)
	}

	v.keep = func(string, string) error {
		return errors.New("anna: the settings file cannot be written: read-only file system")
	}
	v.Tune(session.Louder, book)
	v.saves.Wait()
	select {
	case line := <-later:
		if line != "Not kept for next time: the settings file cannot be written: read-only file system" {
			t.Errorf("said %q", line)
		}
	default:
		t.Error("a failed write was not said")
	}
}
