package main

import (
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/internal/hear"
	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/lichess/lichesstest"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
	"github.com/anna-chess/anna/speech/synth"
	vocab "github.com/anna-chess/anna/words"
)

// espeakOwn is what espeak-ng itself says for text in voice, at the
// clips' rate, trimmed as the clips are: the sound a synthesized line must
// hold. No espeak-ng, a skip.
func espeakOwn(t *testing.T, voice, text string) []int16 {
	t.Helper()
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (apt-get install espeak-ng)")
	}
	wav := filepath.Join(t.TempDir(), "own.wav")
	if out, err := exec.Command("espeak-ng", "-v", voice, "-s", "200", "-w", wav, "--", text).CombinedOutput(); err != nil {
		t.Fatalf("espeak-ng: %v %s", err, out)
	}
	data, err := os.ReadFile(wav)
	if err != nil || len(data) < 44 {
		t.Fatalf("espeak-ng wrote %d bytes: %v", len(data), err)
	}
	s := make([]int16, (len(data)-44)/2)
	for i := range s {
		s[i] = int16(binary.LittleEndian.Uint16(data[44+2*i:]))
	}
	return synth.Trim(s)
}

// cueNamed is the tape's one cue whose text is text.
func cueNamed(t *testing.T, tape, text string) audio.Cue {
	t.Helper()
	var found []audio.Cue
	for _, c := range tapeCues(t, tape) {
		if c.Text == text {
			found = append(found, c)
		}
	}
	if len(found) != 1 {
		t.Fatalf("the tape has %d cues %q, want 1; all: %v", len(found), text, tapeCues(t, tape))
	}
	return found[0]
}

// heardIn checks that the tape, within cue, says the clips of the line's
// sentence and then own, espeak-ng's own sound of the free text: the cue
// lasts as long as both (to within 5%), and the free text is found in it
// sample for sample (anna's rate keeps every second sample as espeak-ng
// made it).
func heardIn(t *testing.T, tape string, cue audio.Cue, clipPart []byte, own []int16) {
	t.Helper()
	pcm := tapeSound(t, tape)
	from, to := int(cue.Start.Seconds()*wavfile.BytesPerSecond)&^1, int(cue.End.Seconds()*wavfile.BytesPerSecond)&^1
	seg := pcm[from:min(to, len(pcm))]
	want := wavfile.Duration(len(clipPart)) + float64(len(own))/synth.Rate + 0.05
	if got := wavfile.Duration(len(seg)); got < 0.95*want || got > 1.05*want {
		t.Errorf("the line lasts %.2f s on the tape; its clips and espeak-ng's own text %.2f s", got, want)
	}
	if wavfile.Duration(len(seg)) < 0.5 {
		t.Fatalf("the line lasts %.2f s", wavfile.Duration(len(seg)))
	}
	best := 0.0
	for parity := range 2 {
		var half []int16
		for i := 2 * parity; i+1 < len(seg); i += 4 {
			half = append(half, int16(binary.LittleEndian.Uint16(seg[i:])))
		}
		if m, ok := hear.Find(half, own, 0, 0.99); ok {
			best = max(best, m.Corr)
		}
	}
	if best < 0.99 {
		t.Errorf("espeak-ng's sound of the text is not on the tape (best correlation %.3f)", best)
	}
}

// TestChatSpoken: with --chat, the opponent's line is printed and spoken,
// "Aaron says:" in the clips' voice and the line itself by espeak-ng in
// the player's language, one utterance on the tape; a line written to
// break the terminal or espeak-ng is printed and said cleaned.
func TestChatSpoken(t *testing.T) {
	text := "Good luck and have fun, this is a long game."
	own := espeakOwn(t, "en", text)
	srv := lichesstest.New(t)
	tape := filepath.Join(t.TempDir(), "tape.wav")
	a, id := seekGame(t, srv, "white", "--chat", "--speech-out", tape)
	srv.OpponentSays(id, text)
	a.expect("Aaron says: " + text)
	srv.OpponentSays(id, "\x1b[2Jbye\u202e [[h@l'oU]]\a")
	a.expect("Aaron says: bye [[h@l'oU]]") // the escape sequence taken out whole (issue 31)
	a.leave()
	book := speech.Phrasebook{}
	heardIn(t, tape, cueNamed(t, tape, "Aaron says: "+text), clips.NewBank().Render(chatLine(book, "Aaron", text)), own)
	if a.has(synthMissing) {
		t.Errorf("said %q with espeak-ng installed", synthMissing)
	}
}

// TestChatSpokenInGerman: the line is spoken in the voice of the seat's
// language.
func TestChatSpokenInGerman(t *testing.T) {
	text := "Viel Glück, gutes Spiel!"
	own := espeakOwn(t, "de", text)
	srv := lichesstest.New(t)
	tape := filepath.Join(t.TempDir(), "tape.wav")
	a := startLichess(t, srv, nil, "--seek", "15+10", "--chat", "--lang", "de", "--speech-out", tape)
	srv.WaitSeek()
	id := srv.PairSeek(aaron, "white")
	a.expect("Partie gegen Aaron (1776), ungewertet, 15+10: du spielst Weiß.")
	srv.OpponentSays(id, text)
	a.expect("Aaron schreibt: " + text)
	a.typeLine("quit")
	a.expect("Tippe suchen") // a line typed before the lobby's prompt is lost (typeahead's issue 22 item)
	a.typeLine("quit")
	a.wait()
	book := speech.Phrasebook{Lang: speech.DE}
	heardIn(t, tape, cueNamed(t, tape, "Aaron schreibt: "+text), clips.NewBank().Render(chatLine(book, "Aaron", text)), own)
}

// synthMissing is the line that says how to install espeak-ng, on this
// system.
var synthMissing = map[speech.Install]string{
	speech.AptGet:    "Written words are read aloud only with the package espeak-ng: apt-get install espeak-ng. Until then they are printed.",
	speech.Elsewhere: "Written words are read aloud only with the package espeak-ng. Until then they are printed.",
}[installs]

// TestChatWithoutEspeak: where espeak-ng is not installed, the line is
// printed, its clips are said, and one line, once, says how to get the
// rest spoken.
func TestChatWithoutEspeak(t *testing.T) {
	srv := lichesstest.New(t)
	tape := filepath.Join(t.TempDir(), "tape.wav")
	a := startLichess(t, srv, []string{"PATH=" + t.TempDir()}, "--seek", "15+10", "--chat", "--speech-out", tape)
	srv.WaitSeek()
	id := srv.PairSeek(aaron, "white")
	a.expect("Game against Aaron (1776), casual, 15+10: you play White.")
	srv.OpponentSays(id, "first")
	a.expect("Aaron says: first")
	a.expect(synthMissing)
	srv.OpponentSays(id, "second")
	a.expect("Aaron says: second")
	a.leave()
	if n := a.count(synthMissing); n != 1 {
		t.Errorf("said %d times that espeak-ng is missing, want once", n)
	}
	book := speech.Phrasebook{}
	for _, line := range []string{"first", "second"} {
		cue := cueNamed(t, tape, "Aaron says: "+line)
		clipPart := clips.NewBank().Render(chatLine(book, "Aaron", line))
		if got, want := cue.End-cue.Start, time.Duration(wavfile.Duration(len(clipPart))*float64(time.Second)); got < want-20*time.Millisecond || got > want+20*time.Millisecond {
			t.Errorf("%q lasts %v on the tape, its clips %v", line, got, want)
		}
	}
	cueNamed(t, tape, synthMissing)
}

// TestArbiterHearsWords: a player's words to the arbiter are printed and
// spoken to the arbiter (here the one terminal), after who calls.
func TestArbiterHearsWords(t *testing.T) {
	text := "My opponent keeps talking"
	own := espeakOwn(t, "en", text)
	tape := filepath.Join(t.TempDir(), "tape.wav")
	out, errOut, code := runAnna(t, "arbiter "+text+"\nquit\n", "--no-audio", "--speech-out", tape, "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	line := "White asks for the arbiter: " + text
	if !strings.Contains(out, line+"\n") {
		t.Fatalf("printed:\n%s\nwant %q", out, line)
	}
	heardIn(t, tape, cueNamed(t, tape, line), clips.NewBank().Render(callsArbiter(speech.Phrasebook{}, "white", text)), own)
}

// TestArbiterHearsWordsAtJoiner: the arbiter at anna join, in Croatian,
// hears a player's words to the arbiter in the Croatian voice, synthesized
// at the joiner: the event carries the text, not the sound.
func TestArbiterHearsWordsAtJoiner(t *testing.T) {
	text := "Protivnik stalno govori"
	own := espeakOwn(t, "hr", text)
	dir, sock, port, pgn, env := sshMatch(t)
	host := newTerm(t, sock, "host", env, fmt.Sprintf("%s host --no-audio --lang en --pgn %s --listen 127.0.0.1:%d --arbiter remote", annaBin, pgn, port))
	screen := hostCodes(host)
	tape := filepath.Join(dir, "arbiter.wav")
	joiner := func(seat, code string, args ...string) (*exec.Cmd, *lockedBuffer, io.WriteCloser) {
		home := filepath.Join(dir, seat)
		cmd := exec.Command(annaBin, append([]string{"join", fmt.Sprintf("127.0.0.1:%d", port), "--seat", seat, "--no-audio"}, args...)...)
		cmd.Env = append(append(os.Environ(), homeEnv(home)...), "XDG_CONFIG_HOME="+home+"/config", "ANNA_JOIN_CODE="+code)
		stdin, _ := cmd.StdinPipe()
		var out lockedBuffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			stdin.Close()
			done := make(chan struct{})
			go func() { cmd.Wait(); close(done) }()
			select {
			case <-done:
			case <-time.After(15 * time.Second):
				cmd.Process.Kill()
				<-done
			}
		})
		return cmd, &out, stdin
	}
	_, _, blackIn := joiner("black", codeOf(t, screen, "Black"))
	arbiter, arbiterOut, arbiterIn := joiner("arbiter", arbiterCode(t, pgn), "--lang", "hr", "--speech-out", tape)
	host.waitFor("1. White to move")
	arbiterSays := func(want string) {
		for deadline := time.Now().Add(15 * time.Second); !strings.Contains(arbiterOut.String(), want); time.Sleep(50 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("the arbiter never printed %q:\n%s", want, arbiterOut.String())
			}
		}
	}
	// The arbiter's seat hears only what is said after it sits: its prompt first.
	arbiterSays("Bijeli na potezu")
	host.keys("arbiter " + text)
	line := "Bijeli poziva suca: " + text
	arbiterSays(line)
	fmt.Fprintln(arbiterIn, "quit")
	done := make(chan error, 1)
	go func() { done <- arbiter.Wait() }()
	select {
	case <-done:
	case <-time.After(15 * time.Second):
		t.Fatalf("anna join did not end after quit:\n%s", arbiterOut.String())
	}
	blackIn.Close()
	book := speech.Phrasebook{Lang: speech.HR}
	heardIn(t, tape, cueNamed(t, tape, line), clips.NewBank().Render(callsArbiter(book, "white", text)), own)
}

// TestChatTooLong: a line longer than lichess's chat takes is not sent
// (lichess would cut it short without a word), and anna says why; one of
// the longest length is sent whole.
func TestChatTooLong(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "white", "--chat")
	long := strings.Repeat("abcdefghij", 14)
	a.typeLine("say " + long + "!")
	a.expect("Not sent: the chat takes at most 140 characters, and the line has 141.")
	a.typeLine("say " + long)
	srv.WaitGame(id, "the chat line", func(g lichesstest.Game) bool { return len(g.Said) == 1 && g.Said[0] == long })
	a.expect("Sent to the chat.")
	a.leave()
}

// chatLine is a lichess player's chat line as the seat's book says it
// (session's online-chat).
func chatLine(b speech.Phrasebook, user, text string) speech.Phrase {
	return b.Say(vocab.Key("online-chat").With(vocab.Text(user), vocab.Text(text)).As(vocab.Answer))
}

// callsArbiter is a seat's call to the arbiter as the arbiter's book says
// it (session's calls-arbiter-with).
func callsArbiter(b speech.Phrasebook, seat, text string) speech.Phrase {
	return b.Say(vocab.Key("calls-arbiter-with").With(vocab.Text(seat), vocab.Text(text)))
}
