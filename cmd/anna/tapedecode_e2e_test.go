package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/internal/hear"
	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
)

// tapeGame is what TestTapeAtRate3 types: moves with a capture, castling
// and check, and questions answered in many words.
var tapeGame = []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O", "f6", "d4", "Bg4", "dxe5", "fxe5", "Qxd8+", "last", "moves", "quit"}

// TestTapeAtRate3 plays a game with --rate 3, three times as fast as the
// voice was recorded (about 430 words a minute), and decodes the tape
// (--speech-out) back to words with the clip bank's own clips as the
// templates of a recogniser (hear.Decoder): every cue of the tape says
// the words printed for it, all of them and nothing else. The vocabulary
// is every clip the game says and every piece, file and rank word, so
// that a move said wrong (another square, another piece) is heard as such.
func TestTapeAtRate3(t *testing.T) {
	home := t.TempDir()
	tape := filepath.Join(home, "tape.wav")
	out, errOut, code := runAnnaIn(t, home, strings.Join(tapeGame, "\n")+"\n",
		"--no-audio", "--rate", "3", "--speech-out", tape, "--pgn", filepath.Join(home, "g.pgn"))
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	pcm, cues := tapeSound(t, tape), tapeCues(t, tape)

	// What the game says, line by line, and the clips that say it.
	said := map[string]speech.Phrase{}
	sess, _ := session.New(session.Config{})
	outs := sess.Start()
	for _, line := range tapeGame {
		outs = append(outs, sess.Handle(line)...)
	}
	for _, o := range outs {
		for _, p := range o.In(sess.Book()) {
			said[p.Text()] = p
		}
	}
	d, words := tapeDecoder(t, said)

	tape16 := samples(pcm)
	at := func(d time.Duration) int { return max(0, min(len(tape16), int(d.Seconds()*wavfile.SampleRate))) }
	heard, wrong := 0, 0
	for _, c := range cues {
		p, ok := said[c.Text]
		if !ok {
			t.Errorf("the tape says %q, which the game does not", c.Text)
			continue
		}
		if !strings.Contains(out, c.Text) {
			t.Errorf("the tape says %q, which anna did not print", c.Text)
		}
		want := wordClips(p.Clips())
		got := d.Decode(tape16[at(c.Start):at(c.End)], 3)
		heard += len(want)
		if !slices.Equal(got, want) {
			wrong++
			t.Errorf("printed %q\n  said  %q\n  heard %q", c.Text, words(want), words(got))
		}
	}
	if len(cues) < len(tapeGame) {
		t.Errorf("%d cues on the tape for %d lines typed", len(cues), len(tapeGame))
	}
	t.Logf("%d cues, %d clips of words, %d cues not heard as printed", len(cues), heard, wrong)
}

// tapeDecoder is a decoder of the clips of every phrase said, and of
// every piece, file and rank word; words turns clip names into what they
// say.
func tapeDecoder(t testing.TB, said map[string]speech.Phrase) (*hear.Decoder, func([]string) string) {
	t.Helper()
	book := speech.Phrasebook{}
	vocab := map[string]bool{}
	for _, p := range said {
		for _, c := range wordClips(p.Clips()) {
			vocab[c] = true
		}
	}
	var extra []speech.Phrase
	for _, pt := range rules.PieceTypes() {
		extra = append(extra, book.Notation().Piece(pt))
	}
	for i := range 8 {
		extra = append(extra, book.Notation().File(rules.File(i)), book.Notation().Rank(rules.Rank(i)))
	}
	for _, p := range extra {
		for _, c := range wordClips(p.Clips()) {
			vocab[c] = true
		}
	}
	bank := clips.NewBank()
	clips := map[string][]int16{}
	for name := range vocab {
		pcm, err := bank.PCM(name)
		if err != nil {
			t.Fatal(err)
		}
		clips[name] = samples(pcm)
	}
	says := map[string]string{}
	for _, c := range speech.Catalogue() {
		says[c.Name] = c.Say
	}
	words := func(names []string) string {
		out := make([]string, len(names))
		for i, n := range names {
			out[i] = says[n]
		}
		return strings.Join(out, " ")
	}
	return hear.NewDecoder(clips), words
}

// wordClips are the clips of words, without the pauses of punctuation.
func wordClips(clips []string) []string {
	return slices.DeleteFunc(slices.Clone(clips), func(c string) bool { return strings.HasSuffix(c, "/_pause") })
}

// tapeSound is a tape's sound (--speech-out), in anna's format.
func tapeSound(t *testing.T, tape string) []byte {
	t.Helper()
	data, err := os.ReadFile(tape)
	if err != nil {
		t.Fatal(err)
	}
	pcm, err := wavfile.PCM(data)
	if err != nil {
		t.Fatalf("the tape is not a WAV anna plays: %v", err)
	}
	return pcm
}

// tapeCues are the cues of a tape's subtitles (--speech-out's .vtt).
func tapeCues(t *testing.T, tape string) []audio.Cue {
	t.Helper()
	vtt, err := os.ReadFile(audio.SubtitlesPath(tape))
	if err != nil {
		t.Fatal(err)
	}
	cues, err := audio.ReadSubtitles(string(vtt))
	if err != nil {
		t.Fatal(err)
	}
	return cues
}
