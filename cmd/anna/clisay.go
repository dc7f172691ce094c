package main

import (
	"strings"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/settings"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/voice"
)

// A refusal of the command line is said as well as printed (speech's
// spokenCLI says which): a blind player who hears anna's own voice, and
// no screen reader, hears why anna did not start. It is said in the voice
// the player keeps, read before the flags as the language is: --no-audio,
// --rate, --volume and --clips on the command line, else the settings
// file's; with --no-audio nothing is said and nothing waits. anna waits
// until the line is played (voice.Close: its length and a second at most;
// where no sound device answers, the sound process's open timeout), then
// exits. --speech-out is not read: a refusal writes no file.

// refusalVoice is how a refusal is said: not at all (off), or at the
// player's rate and volume, with the player's own recordings (clips).
type refusalVoice struct {
	off    bool
	rate   float64
	volume int
	clips  string
}

// earlyVoice is the voice the command line args are answered in: the
// settings file's, each of its flags typed on the command line over it
// (a value refused leaves the one before).
func earlyVoice(args []string) refusalVoice {
	v := refusalVoice{rate: 1, volume: 100}
	var off *bool // a value refused leaves it as it was (the flag package's bool would be false)
	fs := newFlagSet()
	fs.Var(optionalBool{&off}, "no-audio", "")
	fs.Text(&number[float64]{P: &v.rate, Lo: audio.MinRate, Hi: audio.MaxRate, Choices: part(cliRateRange)}, "rate", "1")
	fs.Text(&number[int]{P: &v.volume, Lo: 0, Hi: 100, Choices: part(cliVolumeRange)}, "volume", "100")
	fs.StringVar(&v.clips, "clips", "", "")
	if path, err := settings.Path(); err == nil {
		if data, err := settings.ReadFile(path); err == nil && data != nil {
			settings.Apply(path, data, fs) // the refused are said by the game, not here
		}
	}
	for _, name := range []string{"no-audio", "rate", "volume", "clips"} {
		if value, ok := earlyValue(args, name, name == "no-audio"); ok {
			fs.Set(name, value)
		}
	}
	v.off = off != nil && *off
	return v
}

// earlyValue is the value of the first flag name on the command line args,
// in any of its forms (--rate 2, --rate=2, -rate 2; a boolean flag alone
// is true), before the flags are read.
func earlyValue(args []string, name string, isBool bool) (string, bool) {
	for i, a := range args {
		if a == "--" {
			break // the flags end here
		}
		if !strings.HasPrefix(a, "-") {
			continue
		}
		n, value, given := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		if n != name {
			continue
		}
		switch {
		case given:
			return value, true
		case isBool:
			return "true", true
		case i+1 < len(args):
			return args[i+1], true
		}
		break
	}
	return "", false
}

// sayRefused says the refusal err, printed already in book's language, in
// the voice v; a line some of which is printed only is not said.
func sayRefused(v refusalVoice, book speech.Phrasebook, err error) {
	p, ok := cliline.Said(book, err)
	if !ok || v.off {
		return
	}
	vc, _, err := voice.Open(voice.Options{Book: book, Clips: v.clips, Rate: v.rate, Volume: v.volume, Speech: audio.Queue}, nil)
	if err != nil {
		return // the player's recordings cannot be read: the game would say so
	}
	vc.Speak(p)
	vc.Close()
}

// optsVoice is the voice of flags that were read.
func optsVoice(o options) refusalVoice {
	return refusalVoice{off: o.noAudio, rate: o.rate, volume: o.volume, clips: o.clips}
}
