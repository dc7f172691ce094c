package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
	"github.com/anna-chess/anna/speech/synth"
)

// voice speaks phrases: the clips of each phrase are joined and queued on
// the sound device and on the tape (--speech-out). The two play on
// separate speakers: the device yields as a screen reader does (--speech
// interrupt) or says everything in order (--speech queue); the tape keeps
// every utterance whole, with its time, and is complete the moment anna
// stops.
type voice struct {
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
	// settings file (keepSetting; tests replace it); a failure is said on
	// later.
	keep  func(key, value string) error
	later chan<- string
	saves sync.WaitGroup // settings being written

	mu      sync.Mutex
	pending time.Duration // sound queued on the device, for the wait at the end
	since   time.Time
	saving  map[string]string // settings waiting to be written, newest value
}

func (v *voice) Speak(p speech.Phrase) {
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
func (v *voice) share(more <-chan []byte) (tape, device <-chan []byte) {
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
func (v *voice) sayNoSynth(p speech.Phrase) {
	v.noSynth.Do(func() {
		for _, part := range p.Parts() {
			if !part.Free.IsZero() {
				line := speech.Phrasebook{Lang: part.Free.Lang}.NoSynth(installs)
				v.Speak(line)
				tell(v.later, line.Text())
				return
			}
		}
	})
}

// Hush is a key press: an answer being read stops.
func (v *voice) Hush() {
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
func (v *voice) Tune(c session.VoiceChange, book speech.Phrasebook) speech.Phrase {
	if v.device == nil {
		return book.NoVoice()
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
		return book.RateNow(int(math.Round(rate*10)), limit(end, up))
	default:
		up := c == session.Louder
		percent, end := audio.StepVolume(v.device.Volume(), up)
		v.device.SetVolume(percent)
		v.save(book, "volume", strconv.Itoa(percent))
		return book.VolumeNow(percent, limit(end, up))
	}
}

// limit says which way a setting went as far as it goes, if it did.
func limit(end, up bool) speech.Limit {
	switch {
	case !end:
		return speech.NoLimit
	case up:
		return speech.Higher
	}
	return speech.Lower
}

// save writes a setting to the settings file on a goroutine of its own,
// so that the view never waits for the disk; of quick changes only the
// last value is written. A failure is said once per change, in a line.
func (v *voice) save(book speech.Phrasebook, key, value string) {
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
					tell(v.later, book.NotKept(strings.TrimPrefix(inLang(book, err), "anna: ")).Text())
				}
				return
			}
			v.mu.Unlock() // changed again meanwhile: write the newer value
		}
	}()
}

// close lets the last words finish (the device at most a few seconds past
// what was queued, the tape completely), then closes both.
func (v *voice) close() {
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

// voiceOnce opens the voice when it is first needed: a question asked
// before the game (asker), or the game.
type voiceOnce struct {
	o     options
	later chan<- string
	v     *voice
	lines []string // openVoice's lines, printed with the game's first
	err   error
	done  bool
}

// open is openVoice, once; the lines are returned the first time.
func (vo *voiceOnce) open() (*voice, []string, error) {
	vo.once()
	lines := vo.lines
	vo.lines = nil
	return vo.v, lines, vo.err
}

// say speaks p, opening the voice (a voice that cannot open is said when
// the game opens it).
func (vo *voiceOnce) say(p speech.Phrase) {
	if vo.once(); vo.v != nil {
		vo.v.Speak(p)
	}
}

func (vo *voiceOnce) once() {
	if !vo.done {
		vo.done = true
		vo.v, vo.lines, vo.err = openVoice(vo.o, vo.later)
	}
}

// close closes the voice if it was opened.
func (vo *voiceOnce) close() {
	if vo.v != nil {
		vo.v.close()
	}
}

// openVoice sets up the clip bank and the speakers the flags ask for. It
// returns lines to print at the start; failures of the sound device later
// arrive on later, once.
// openVoiceSaying opens the voice for a command of its own (analyze,
// puzzle): its notices printed, cleaned, on stdout; a voice that cannot be
// opened said on stderr, and ok false.
func openVoiceSaying(o options, later chan<- string, stdout, stderr io.Writer) (v *voice, ok bool) {
	v, notices, err := openVoice(o, later)
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, err))
		return nil, false
	}
	for _, n := range notices {
		fmt.Fprintln(stdout, cleantext.Line(n))
	}
	return v, true
}

func openVoice(o options, later chan<- string) (*voice, []string, error) {
	v := &voice{bank: clips.NewBank(), synth: synth.New(), since: time.Now(), keep: keepSetting, later: later}
	var notices []string
	if o.clips != "" {
		n, refused, err := v.bank.LoadUserClips(o.clips)
		if err != nil {
			return nil, nil, fmt.Errorf("anna: --clips: %w", err)
		}
		notices = append(notices, o.book.OwnRecordings(n, len(speech.Catalogue()), o.clips).Text())
		if len(refused) > 0 {
			notices = append(notices, o.book.NotUsed(refused).Text())
		}
	}
	if o.speechOut != "" {
		tape, err := audio.NewTape(o.speechOut)
		if err != nil {
			return nil, nil, tapeTrouble(err)
		}
		v.tape = audio.NewSpeaker(tape, audio.Queue, func(err error) {
			tell(later, o.book.TapeFailed(o.speechOut, err.Error()).Text())
		})
		v.tape.SetRate(o.rate) // the tape records what is heard, at its full volume
	}
	if !o.noAudio {
		v.sound = soundDevice(o.book, later, v)
		v.device = audio.NewSpeaker(v.sound, o.speech, func(err error) {
			// The details are for whoever looks after the machine, in the
			// sound log; the player gets one short plain line.
			logSound(err.Error())
			tell(later, o.book.NoSound().Text())
		})
		v.device.SetRate(o.rate)
		v.device.SetVolume(o.volume)
	}
	return v, notices, nil
}

// tapeTrouble is why --speech-out cannot be written, in the player's
// words: a link, a device or a FIFO where the tape or its subtitles go
// (never written through), or the system's reason.
func tapeTrouble(err error) error {
	var odd *scoresheet.NotRegularError
	if errors.As(err, &odd) {
		return annaSays(speech.CLISpeechOutOdd, odd.Path, kindOf(odd.Mode))
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		return annaSays(speech.CLICannotWrite, "--speech-out "+pe.Path, pe.Err)
	}
	return annaLine(err)
}

// tell sends a line for the view without ever blocking the speaker.
func tell(later chan<- string, line string) {
	select {
	case later <- line:
	default:
	}
}
