package main

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/internal/hear"
	"github.com/anna-chess/anna/internal/pulsetest"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
)

// TestRefusalIsHeard: anna --levle 3, through a real PulseAudio server,
// prints its line as before and says it at the sink (in the language
// known first, at the settings file's volume) before it exits 2; with
// --no-audio, or no-audio in the settings file, the same line is printed
// and nothing is played, and no sound process is started (its log is
// never written).
func TestRefusalIsHeard(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the sound server heard here is PulseAudio's")
	}
	srv := pulsetest.Start(t)
	bank := clips.NewBank()
	said := func(l speech.Lang, args ...string) []int16 { // the line the flags' mistake is said as
		_, err := parseFlags(args, nil, nil)
		p, ok := cliline.Said(speech.Phrasebook{Lang: l}, err)
		if !ok {
			t.Fatalf("%q: the refusal %v is not said", args, err)
		}
		pcm := samples(bank.Render(p))
		t.Logf("%q is %.2f s long", p.Text(), float64(len(pcm))/44100)
		return pcm
	}
	for _, tt := range []struct {
		name     string
		lang     speech.Lang
		env      []string
		settings string
		args     []string
		heard    bool
		want     string
	}{
		{"English", speech.EN, nil, "", []string{"--levle", "3"}, true, "anna: --levle: no such flag (anna --help lists the flags)\n"},
		{"Croatian, softer", speech.HR, []string{"LANG=hr_HR.UTF-8"}, "volume = 90\n", []string{"--rate", "9"}, true,
			"anna: --rate \"9\": odaberite od 0.5 do 4 (1 je glas kako je snimljen, 2 dvostruko brže)\n"},
		{"--no-audio", speech.EN, nil, "", []string{"--no-audio", "--levle", "3"}, false, "anna: --levle: no such flag (anna --help lists the flags)\n"},
		{"the settings file's no-audio", speech.EN, nil, "no-audio = true\n", []string{"--levle", "3"}, false, "anna: --levle: no such flag (anna --help lists the flags)\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			if tt.settings != "" {
				configIn(t, home, tt.settings)
			}
			from := lookFrom(len(srv.Heard()))
			began := time.Now()
			out, errOut, code := runAnnaEnv(t, home, append(tt.env, "XDG_STATE_HOME="+filepath.Join(home, "state")), "", tt.args...)
			t.Logf("anna ended %v after it started", time.Since(began).Round(time.Millisecond))
			if code != 2 || errOut != tt.want || out != "" {
				t.Fatalf("exit %d, stdout %q, stderr %q; want exit 2, stderr %q", code, out, errOut, tt.want)
			}
			_, logErr := os.Stat(filepath.Join(home, "state", "anna", "sound.log"))
			if !tt.heard {
				if logErr == nil {
					t.Error("a sound process was started")
				}
				time.Sleep(300 * time.Millisecond) // what anna would have played, had it
				if sounding(srv.Heard()[from:]) {
					t.Error("something was played")
				}
				return
			}
			// anna has ended, its sound process with it: the line was
			// played, and reaches the sink's recording within moments.
			want := said(tt.lang, tt.args...)
			m, ok := hear.Find(srv.Heard(), want, from, 0.98)
			for deadline := time.Now().Add(10 * time.Second); !ok && time.Now().Before(deadline); {
				time.Sleep(100 * time.Millisecond)
				m, ok = hear.Find(srv.Heard(), want, from, 0.98)
			}
			if !ok {
				t.Fatalf("the refusal was not heard at the sink (best correlation %.3f)", m.Corr)
			}
			gain := 0.0
			if tt.settings != "" {
				gain = -2.7 // volume 90: 0.9 cubed of the amplitude (audio's curve)
			}
			if m.GainDB < gain-1 || m.GainDB > gain+1 {
				t.Errorf("heard at %.2f dB of its clips' level, want %.1f (±1)", m.GainDB, gain)
			}
		})
	}
}
