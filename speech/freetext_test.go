package speech

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/anna-chess/anna/words"
)

func TestCleanFree(t *testing.T) {
	for _, c := range []struct {
		in   string
		max  int
		want string
	}{
		{"good luck!", 140, "good luck!"},
		{"  two\tlines\r\nin one  ", 140, "two lines in one"},
		{"red \x1b[31mtext\x1b[0m\a", 140, "red text"}, // the escape sequences taken out whole
		{"copied\x1b]52;c;ZXZpbA==\a here", 140, "copied here"},
		{"evil\u202egnp.exe", 140, "evilgnp.exe"},
		{"zero\u200bwidth\ufeff", 140, "zerowidth"},
		{"bad \xff\xfe utf-8", 140, "bad utf-8"},
		{"abcdef", 3, "abc…"},
		{"abc", 3, "abc"},
		{"\x00\x01\x02", 140, ""},
	} {
		if got := cleanFree(c.in, c.max); got != c.want {
			t.Errorf("cleanFree(%q, %d) = %q, want %q", c.in, c.max, got, c.want)
		}
	}
	long := strings.Repeat("é", 10000)
	if got := cleanFree(long, ChatMax); utf8.RuneCountInString(got) != ChatMax+1 {
		t.Errorf("a long line kept %d characters, want %d and …", utf8.RuneCountInString(got), ChatMax)
	}
}

// TestChatParts: a chat line is the clips of who wrote it, then the line
// as one text in the seat's voice; printed, the two read as one line.
func TestChatParts(t *testing.T) {
	for _, l := range Langs() {
		b := Phrasebook{Lang: l}
		p := b.onlineChat("Aaron", "gg\x1b[2J   wp [[h@l]]")
		parts := p.Parts()
		if len(parts) != 2 || len(parts[0].Clips) == 0 || !parts[0].Free.IsZero() {
			t.Fatalf("%s: parts %+v, want clips then free text", l, parts)
		}
		if want := (FreeText{Voice: l.voice(), Lang: l}); parts[1].Free != want || parts[1].Text != "gg wp [[h@l]]" {
			t.Errorf("%s: free part %+v, want %q in %+v", l, parts[1], "gg wp [[h@l]]", want)
		}
		if !strings.HasSuffix(p.Text(), ": gg wp [[h@l]]") || !p.HasFree() {
			t.Errorf("%s: printed %q", l, p.Text())
		}
		if p.Priority != words.Answer {
			t.Errorf("%s: a chat line is a(n) %s, want an answer", l, p.Priority)
		}
		if !slices.Equal(p.Clips(), parts[0].Clips) {
			t.Errorf("%s: clips %v beside parts %v", l, p.Clips(), parts[0].Clips)
		}
	}
}

// TestFreeVoices: the arbiter hears a player's words in their own
// language's voice; lichess's reasons, written in English, in the English
// voice, after the seat's words.
func TestFreeVoices(t *testing.T) {
	b := Phrasebook{Lang: HR}
	p := b.callsArbiterWith("white", "protivnik   lupa satom")
	if got := p.Parts()[len(p.Parts())-1]; got.Text != "protivnik lupa satom" || got.Free.Voice != HR.voice() {
		t.Errorf("arbiter: %+v", got)
	}
	if !strings.HasPrefix(p.Text(), b.callsArbiter("white").Text()[:5]) {
		t.Errorf("arbiter: %q", p.Text())
	}
	r := b.lichessRefused("Not your turn, or game already over")
	if got := r.Parts()[len(r.Parts())-1]; got.Free != (FreeText{Voice: voiceEn, Lang: HR}) {
		t.Errorf("lichess's reason in %+v, want the English voice in a Croatian line", got.Free)
	}
	if b.callsArbiter("white").HasFree() {
		t.Error("a sentence of clips has free text")
	}
}

// TestFreeLines: a long line of free text breaks between its words, and
// every piece keeps its voice.
func TestFreeLines(t *testing.T) {
	p := Phrasebook{}.callsArbiterWith("black", strings.Repeat("word ", 60))
	lines := p.Lines(80)
	if len(lines) < 3 {
		t.Fatalf("%d lines", len(lines))
	}
	for _, l := range lines[1:] {
		if parts := l.Parts(); len(parts) != 1 || parts[0].Free.IsZero() {
			t.Errorf("line %q: parts %+v", l.Text(), parts)
		}
	}
}

// TestNamesSpelledAsPrinted: a name from outside is spelled as it is
// printed, cleaned: a lichess username with OSC 52, a title, SGR, C1
// controls and a right-to-left override sounds as the name alone, and a
// typed word quoted back as its letters alone.
func TestNamesSpelledAsPrinted(t *testing.T) {
	hostile := "Bo\x1b]52;c;ZXZpbA==\ab\x1b]0;pwned\x1b\\\x1b[1;31mb\x1b[0m\u009d0;t\u009cy\u009b2J\u202e"
	for _, l := range Langs() {
		b := Phrasebook{Lang: l}
		if got, want := b.lichessPlayer(hostile, 1502).Clips(), b.lichessPlayer("Bobby", 1502).Clips(); !slices.Equal(got, want) {
			t.Errorf("%s: the name is spelled %v, want %v", l, got, want)
		}
		if got, want := b.quoted("e4\x1b[2J").Clips(), b.quoted("e4").Clips(); !slices.Equal(got, want) {
			t.Errorf("%s: a typed word is spelled %v, want %v", l, got, want)
		}
	}
}
