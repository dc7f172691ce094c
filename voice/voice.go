// Package voice is anna's voice: the clips of each phrase played on the
// sound device (through anna's own sound process) and recorded on the
// tape, free text through espeak-ng, and the rate and volume the player
// tunes during a game, kept in the settings file.
package voice

import (
	"context"
	"math"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
	"github.com/anna-chess/anna/speech/synth"
	"github.com/anna-chess/anna/words"
)

// Voice speaks phrases: the clips of each phrase are joined and queued on
// the sound device and on the tape (--speech-out). The two play on
// separate speakers: the device yields as a screen reader does (--speech
// interrupt) or says everything in order (--speech queue); the tape keeps
// every utterance whole, with its time, and is complete the moment anna
// stops.
type Voice struct {
	bank   *clips.Bank
	device *audio.Speaker // nil with --no-audio
	sound  *audio.Device  // the device's sound process; nil with --no-audio
	tape   *audio.Speaker // nil without --speech-out
	// synth speaks free text (a chat line, words to the arbiter): one
	// espeak-ng at a time for this terminal's listener. Without espeak-ng
	// the text is printed only, and noSynth says so once.
	synth   *synth.Synth
	noSynth sync.Once

	// keep writes a setting the player changed during the game to the
	// settings file (Options.Keep; tests replace it); a failure, its
	// reason in the player's words, is said on later.
	keep  func(key, value string) error
	words func(speech.Phrasebook, error) string // an error in the player's words; nil: as it is
	later chan<- string
	saves sync.WaitGroup // settings being written

	mu      sync.Mutex
	pending time.Duration // sound queued on the device, for the wait at the end
	since   time.Time
	saving  map[string]string // settings waiting to be written, newest value
}

func (v *Voice) Speak(p speech.Phrase) {
	if v.tape == nil && v.device == nil {
		return // --no-audio without a tape: nothing to render
	}
	u := audio.Utterance{Priority: p.Priority, Text: p.Text(), At: time.Now()}
	var more <-chan []byte
	switch {
	case !p.HasFree():
		u.PCM = v.bank.Render(p)
	case v.synth != nil && v.synth.Available():
		u.PCM, more = v.bank.RenderFree(context.Background(), p, v.synth.Speak)
	default:
		u.PCM = v.bank.Render(p)
		defer v.sayNoSynth(p)
	}
	tapeMore, deviceMore := v.share(more)
	if v.tape != nil {
		u.More = tapeMore
		v.tape.Say(u)
	}
	if v.device != nil {
		u.More = deviceMore
		v.mu.Lock()
		length := wavfile.Duration(len(u.PCM)) / v.device.Rate()
		v.pending = max(0, v.pending-u.At.Sub(v.since)) + time.Duration(length*float64(time.Second))
		v.since = u.At
		v.mu.Unlock()
		v.device.Say(u)
	}
}

// share gives the tape and the device each its own copy of the rest of
// an utterance still being made (more gives its value once), and counts
// the device's part in what close waits for when it comes.
func (v *Voice) share(more <-chan []byte) (tape, device <-chan []byte) {
	if more == nil {
		return nil, nil
	}
	t, d := make(chan []byte, 1), make(chan []byte, 1)
	go func() {
		pcm := <-more
		if v.device != nil {
			v.mu.Lock()
			v.pending += time.Duration(wavfile.Duration(len(pcm)) / v.device.Rate() * float64(time.Second))
			v.mu.Unlock()
		}
		t <- pcm
		d <- pcm
		close(t)
		close(d)
	}()
	return t, d
}

// sayNoSynth says, once a run, in the words of the line that held free
// text, that written words need espeak-ng to be heard: printed and
// spoken, after that line.
func (v *Voice) sayNoSynth(p speech.Phrase) {
	v.noSynth.Do(func() {
		for _, part := range p.Parts() {
			if !part.Free.IsZero() {
				line := speech.Phrasebook{Lang: part.Free.Lang}.Say(noSynth.Event())
				v.Speak(line)
				Tell(v.later, line.Text())
				return
			}
		}
	})
}

// Warm starts the sound process ahead of the first word, on a goroutine
// of its own, so that the first move is heard as soon as the others (a
// joiner's: the host's first move may come at once).
func (v *Voice) Warm() {
	if v.sound != nil {
		go v.sound.Warm()
	}
}

// Hush is a key press: an answer being read stops.
func (v *Voice) Hush() {
	if v.device != nil {
		v.device.Hush()
	}
}

// Tune carries out faster, slower, louder or softer at once (what is
// queued is said so too) and returns the new setting to say. The rate
// also sets the tape's, which records what is heard; the volume is the
// device's alone. Both are kept in the settings file, as a screen reader
// keeps its rate: the next start speaks the same way (a flag on the
// command line still wins).
func (v *Voice) Tune(c session.VoiceChange, book speech.Phrasebook) speech.Phrase {
	if v.device == nil {
		return book.Say(keyNoVoice.Event())
	}
	switch c {
	case session.Faster, session.Slower:
		up := c == session.Faster
		rate, end := audio.StepRate(v.device.Rate(), up)
		v.device.SetRate(rate)
		if v.tape != nil {
			v.tape.SetRate(rate)
		}
		v.save(book, "rate", strconv.FormatFloat(rate, 'f', -1, 64))
		return book.Say(atLimit(keyRateNow.With(words.Number(int(math.Round(rate*10)))), end, up, keyNoFaster, keyNoSlower))
	default:
		up := c == session.Louder
		percent, end := audio.StepVolume(v.device.Volume(), up)
		v.device.SetVolume(percent)
		v.save(book, "volume", strconv.Itoa(percent))
		return book.Say(atLimit(keyVolumeNow.With(words.Number(percent)), end, up, keyNoLouder, keyNoSofter))
	}
}

// atLimit is the setting said (e), and, when it went as far as it goes
// (end), that it goes no further: the sentence higher or lower, the way
// it went.
func atLimit(e words.Event, end, up bool, higher, lower words.Key) words.Event {
	switch {
	case !end:
		return e
	case up:
		return words.Joined(e, higher.Event())
	}
	return words.Joined(e, lower.Event())
}

// save writes a setting to the settings file on a goroutine of its own,
// so that the view never waits for the disk; of quick changes only the
// last value is written. A failure is said once per change, in a line.
func (v *Voice) save(book speech.Phrasebook, key, value string) {
	if v.keep == nil {
		return
	}
	v.mu.Lock()
	if v.saving == nil {
		v.saving = map[string]string{}
	}
	_, running := v.saving[key]
	v.saving[key] = value
	v.mu.Unlock()
	if running {
		return // the writer takes the newest value
	}
	v.saves.Add(1)
	go func() {
		defer v.saves.Done()
		for {
			v.mu.Lock()
			value := v.saving[key]
			v.mu.Unlock()
			err := v.keep(key, value)
			v.mu.Lock()
			if v.saving[key] == value {
				delete(v.saving, key)
				v.mu.Unlock()
				if err != nil && v.later != nil {
					Tell(v.later, book.Say(keyNotKept.With(words.Text(strings.TrimPrefix(v.inWords(book, err), "anna: ")))).Text())
				}
				return
			}
			v.mu.Unlock() // changed again meanwhile: write the newer value
		}
	}()
}

// inWords is err in the book's words.
func (v *Voice) inWords(book speech.Phrasebook, err error) string {
	if v.words == nil {
		return err.Error()
	}
	return v.words(book, err)
}

// Close lets the last words finish (the device at most a few seconds past
// what was queued, the tape completely), then closes both.
func (v *Voice) Close() {
	v.saves.Wait()
	if v.tape != nil {
		v.tape.Wait(time.Minute)
		v.tape.Close()
	}
	if v.device != nil {
		v.mu.Lock()
		left := max(0, v.pending-time.Since(v.since))
		v.mu.Unlock()
		v.device.Wait(min(left, 10*time.Second) + time.Second)
		v.device.Close()
	}
}

// Tell sends a line for the view without ever blocking the speaker.
func Tell(later chan<- string, line string) {
	select {
	case later <- line:
	default:
	}
}
