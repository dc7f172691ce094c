package voice

import (
	"runtime"
	"time"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
	"github.com/anna-chess/anna/speech/synth"
	"github.com/anna-chess/anna/words"
)

// Options are the flags that make the voice.
type Options struct {
	Book      speech.Phrasebook
	Clips     string // --clips: the player's own recordings
	SpeechOut string // --speech-out: the tape
	NoAudio   bool
	Speech    audio.Policy
	Rate      float64
	Volume    int
	// Keep writes a setting tuned during the game to the settings file;
	// Words says its error in a book's words.
	Keep  func(key, value string) error
	Words func(speech.Phrasebook, error) string
}

// installs is how espeak-ng is installed on this system, in the words of
// the line that says it is missing.
var installs = speech.InstallFor(runtime.GOOS)

// OpenError is a part of the voice that cannot be opened: Flag is
// "--clips" or "--speech-out".
type OpenError struct {
	Flag string
	Err  error
}

func (e *OpenError) Error() string { return e.Flag + ": " + e.Err.Error() }
func (e *OpenError) Unwrap() error { return e.Err }

// Open sets up the clip bank and the speakers the flags ask for. It
// returns lines to print at the start; failures of the sound device later
// arrive on later, once.
func Open(o Options, later chan<- string) (*Voice, []string, error) {
	v := &Voice{bank: clips.NewBank(), synth: synth.New(), since: time.Now(), keep: o.Keep, words: o.Words, later: later}
	var notices []string
	if o.Clips != "" {
		n, refused, err := v.bank.LoadUserClips(o.Clips)
		if err != nil {
			return nil, nil, &OpenError{"--clips", err}
		}
		notices = append(notices, o.Book.Say(keyOwnRecordings.With(words.Number(n), words.Number(len(speech.Catalogue())), words.Text(o.Clips))).Text())
		if len(refused) > 0 {
			notices = append(notices, o.Book.NotUsed(refused).Text())
		}
	}
	if o.SpeechOut != "" {
		tape, err := audio.NewTape(o.SpeechOut)
		if err != nil {
			return nil, nil, &OpenError{"--speech-out", err}
		}
		v.tape = audio.NewSpeaker(tape, audio.Queue, func(err error) {
			Tell(later, o.Book.Say(keyTapeFailed.With(words.Text(o.SpeechOut), words.Text(err.Error()))).Text())
		})
		v.tape.SetRate(o.Rate) // the tape records what is heard, at its full volume
	}
	if !o.NoAudio {
		v.sound = soundDevice(o.Book, later, v)
		v.device = audio.NewSpeaker(v.sound, o.Speech, func(err error) {
			// The details are for whoever looks after the machine, in the
			// sound log; the player gets one short plain line.
			logSound(err.Error())
			Tell(later, o.Book.Say(keyNoSound.Event()).Text())
		})
		v.device.SetRate(o.Rate)
		v.device.SetVolume(o.Volume)
	}
	return v, notices, nil
}

// Once opens the voice when it is first needed: a question asked before
// the game (asker), or the game. open makes it (Open, as the command
// wraps it).
type Once struct {
	open  func() (*Voice, []string, error)
	v     *Voice
	lines []string // Open's lines, printed with the game's first
	err   error
	done  bool
}

// NewOnce opens the voice with open, when first needed.
func NewOnce(open func() (*Voice, []string, error)) *Once { return &Once{open: open} }

// Open is the voice, opened once; the lines are returned the first time.
func (vo *Once) Open() (*Voice, []string, error) {
	vo.once()
	lines := vo.lines
	vo.lines = nil
	return vo.v, lines, vo.err
}

// Say speaks p, opening the voice (a voice that cannot open is said when
// the game opens it).
func (vo *Once) Say(p speech.Phrase) {
	if vo.once(); vo.v != nil {
		vo.v.Speak(p)
	}
}

func (vo *Once) once() {
	if !vo.done {
		vo.done = true
		vo.v, vo.lines, vo.err = vo.open()
	}
}

// Close closes the voice if it was opened.
func (vo *Once) Close() {
	if vo.v != nil {
		vo.v.Close()
	}
}

// What the voice prints of itself (speech/lang/CODE.toml): the player's
// own recordings used, no sound device, the sound lost and back, the
// speech file that cannot be written, a setting that cannot be kept. Said
// on this terminal only, so not declared (words.Declare).
const (
	keyOwnRecordings words.Key = "own-recordings"
	keyNoSound       words.Key = "no-sound"
	keySoundLost     words.Key = "sound-lost"
	keySoundBack     words.Key = "sound-back"
	keyTapeFailed    words.Key = "tape-failed"
	keyNotKept       words.Key = "not-kept"
	keyNoVoice       words.Key = "no-voice" // faster... where anna does not speak
)

// noSynth says that written words need espeak-ng to be heard, with
// apt-get's command where it installs it.
var noSynth = map[speech.Install]words.Key{speech.AptGet: "no-synth", speech.Elsewhere: "no-synth-elsewhere"}[installs]

// The settings of the voice said (speech/lang/CODE.toml): the rate or the
// volume set, and at a limit that it goes no further.
const (
	keyRateNow   words.Key = "rate-now"
	keyVolumeNow words.Key = "volume-now"
	keyNoFaster  words.Key = "no-faster"
	keyNoSlower  words.Key = "no-slower"
	keyNoLouder  words.Key = "no-louder"
	keyNoSofter  words.Key = "no-softer"
)
