package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// configIn writes a settings file in home (~/.config/anna/config.toml) and
// returns its path.
func configIn(t *testing.T, home, text string) string {
	t.Helper()
	path := filepath.Join(home, ".config", "anna", "config.toml")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestSettingsFileIsRead: the settings file's choices are anna's at start,
// and a flag on the command line wins over the file.
func TestSettingsFileIsRead(t *testing.T) {
	home := t.TempDir()
	configIn(t, home, "# my choices\nlang = \"de\"\nnotation = \"long\"\nrate = 2.5\nvolume = 80\nlevel = 5 # kept for when an engine plays\n")
	pgn := filepath.Join(t.TempDir(), "g.pgn")
	out, errOut, code := runAnnaIn(t, home, "e4\nquit\n", "--no-audio", "--pgn", pgn)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "Weiß am Zug") || !strings.Contains(out, "Bauer Eva zwei Eva vier") {
		t.Errorf("the file's lang and notation were not used:\n%s", out)
	}
	out, errOut, code = runAnnaIn(t, home, "e4\nquit\n", "--no-audio", "--lang", "en", "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
	if code != 0 || errOut != "" || !strings.Contains(out, "White to move") || !strings.Contains(out, "Bauer Eva zwei Eva vier") {
		t.Errorf("--lang en should win over the file and notation stay long; exit %d, %s:\n%s", code, errOut, out)
	}
}

// TestBadSettingsFile: a setting anna cannot take is named in one line
// with its line and key and left out, and the file's other settings are
// used (issue 33: lang = "de" beside rate = 7 gave the line in German and
// the game in English). The line is in the file's language when the file
// names a good one, as the player chose it; a file that is not TOML is
// read line by line.
func TestBadSettingsFile(t *testing.T) {
	const de, en = "; diese Einstellung bleibt weg, die anderen gelten\n", "; this setting is left out, the others are used\n"
	const german, english = "Neue Partie. 1. Weiß am Zug", "New game. 1. White to move"
	tests := []struct {
		name, text, want, end, game string
	}{
		{"a value out of range", "lang = \"de\"\n\nrate = 7\n", `, Zeile 3, rate: "7": wählen Sie 0.5 bis 4 (1 ist die Stimme wie aufgenommen, 2 doppelt so schnell)`, de, german},
		{"a word not among the choices", "lang = \"fr\"\n", `, line 1, lang: "fr": choose en, de, hr, sl or sr`, en, english},
		{"an unknown key", "lang = \"de\"\nlanguage = \"de\"\n", `, Zeile 2, language: diese Einstellung gibt es nicht; Einstellungen heißen wie die Optionen: lang, `, de, german},
		{"a key for one game", "lang = \"de\"\nfen = \"8/8/8/8/8/8/8/8 w - - 0 1\"\n", `, Zeile 2, fen: --fen gilt für eine Partie: geben Sie es auf der Befehlszeile an`, de, german},
		{"a table", "lang = \"de\"\n[speech]\nrate = 2\n", `, Zeile 2, speech: geben Sie ein Wort oder eine Zahl an, wie auf der Befehlszeile`, de, german},
		{"not TOML", "lang = \"de\"\nrate = = 2\n", `, Zeile 2, rate: keine Einstellung: eine Einstellung ist ein Name, = und ein Wert, etwa rate = 2 oder lang = "hr"`, de, german},
		{"not TOML before lang", "rate = = 2\nlang = \"de\"\n", `, Zeile 1, rate: keine Einstellung`, de, german},
		{"set twice", "lang = \"de\"\nlang = \"hr\"\n", `, Zeile 2, lang: schon in Zeile 1 gesetzt, die gilt`, de, german},
		{"a word for a switch", "lang = \"de\"\nno-audio = \"yes\"\n", `, Zeile 2, no-audio: "yes": wählen Sie true oder false`, de, german},
		{"both clocks", "lang = \"de\"\ntime = \"5+3\"\ntime-control = \"300+3\"\n", `, Zeile 3, time-control: geben Sie time oder time-control an, nicht beide`, de, german},
		{"both clocks, English", "time = \"5+3\"\ntime-control = \"300+3\"\n", `, line 2, time-control: give time or time-control, not both`, en, english},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			path := configIn(t, home, tt.text)
			out, errOut, code := runAnnaIn(t, home, "quit\n", "--no-audio", "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
			want := "anna: " + path + tt.want
			if code != 0 || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, want) || !strings.HasSuffix(errOut, tt.end) {
				t.Errorf("exit %d, stderr %q; want one line starting %q", code, errOut, want)
			}
			if !strings.Contains(out, tt.game) {
				t.Errorf("the game is not in the file's language (%s):\n%s", tt.game, out)
			}
			// anna settings says the same of the file, in the same language,
			// and lists the settings used.
			sout, serr, scode := runAnnaIn(t, home, "", "settings")
			if scode != 1 || !strings.HasPrefix(serr, want) || !strings.HasSuffix(serr, tt.end) {
				t.Errorf("anna settings: exit %d, stderr %q; want exit 1 and %q", scode, serr, want)
			}
			if tt.game == german && !strings.Contains(sout, "Einstellungsdatei: "+path+"\nlang = \"de\"\n") {
				t.Errorf("anna settings did not list lang in German:\n%s", sout)
			}
		})
	}
}

// TestSettingsOthersStayInForce: every good setting beside a refused one
// is used: the rate and the notation of the file, the clock of the file's
// first clock setting.
func TestSettingsOthersStayInForce(t *testing.T) {
	home := t.TempDir()
	configIn(t, home, "notation = \"long\"\nspeed = 3\ntime = \"5+3\"\ntime-control = \"60\"\nlevel = 99\n")
	out, errOut, code := runAnnaIn(t, home, "e4\nclock\nquit\n", "--no-audio", "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
	if code != 0 || strings.Count(errOut, "\n") != 3 {
		t.Errorf("exit %d, want three lines (speed, time-control, level):\n%s", code, errOut)
	}
	if !strings.Contains(out, "Bauer Eva zwei Eva vier") || !strings.Contains(out, "White 5 minutes") {
		t.Errorf("the notation or the clock of the file was not used:\n%s", out)
	}
	// The command line's clock wins over the file's, in either form.
	out, errOut, code = runAnnaIn(t, home, "clock\nquit\n", "--no-audio", "--time-control", "600", "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
	if code != 0 || !strings.Contains(out, "White 10 minutes") {
		t.Errorf("--time-control 600 beside the file's time: exit %d, %s\n%s", code, errOut, out)
	}
}

// TestSettingsCommand: anna settings says where the file is and what it
// sets; set and unset change it, keeping the rest of the file (comments
// too), and refuse what the flags refuse, in the flags' words.
func TestSettingsCommand(t *testing.T) {
	home := t.TempDir()
	path := filepath.Join(home, ".config", "anna", "config.toml")
	out, errOut, code := runAnnaIn(t, home, "", "settings")
	if code != 0 || errOut != "" || !strings.Contains(out, "Settings file: "+path+"\n") || !strings.Contains(out, "Nothing is set") {
		t.Errorf("empty: exit %d, %q, %q", code, out, errOut)
	}
	for _, args := range [][]string{{"set", "rate", "2.5"}, {"set", "lang", "HR"}, {"set", "names", "local"}, {"set", "volume", "70%"}, {"set", "rate", "3"}} {
		if out, errOut, code := runAnnaIn(t, home, "", append([]string{"settings"}, args...)...); code != 0 || errOut != "" {
			t.Fatalf("settings %v: exit %d, %q, %q", args, code, out, errOut)
		}
	}
	data, _ := os.ReadFile(path)
	if want := "rate = 3\nlang = \"hr\"\nnames = \"local\"\nvolume = 70\n"; string(data) != want {
		t.Errorf("file:\n%s\nwant:\n%s", data, want)
	}
	os.WriteFile(path, append([]byte("# mine\n"), data...), 0o600)
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		// In Croatian, the file's language, until lang is unset.
		{[]string{"set", "rate", "9"}, 2, `anna: --rate "9": odaberite od 0.5 do 4 (1 je glas kako je snimljen, 2 dvostruko brže); ništa nije promijenjeno`},
		{[]string{"set", "lang", "fr"}, 2, `anna: --lang "fr": odaberite en, de, hr, sl ili sr; ništa nije promijenjeno`},
		{[]string{"set", "fen", "x"}, 2, `anna settings: --fen vrijedi za jednu partiju`},
		{[]string{"set", "speed", "2"}, 2, `anna settings: nema postavke "speed"`},
		{[]string{"set", "time-control", "300+3"}, 0, ""},
		{[]string{"set", "time", "5+3"}, 2, `time i time-control ne mogu biti postavljeni oboje`},
		{[]string{"unset", "lang"}, 0, ""},
		{[]string{"frobnicate"}, 2, `anna settings set KEY VALUE`},
		{[]string{"set", "time", "5+3"}, 2, `time and time-control cannot both be set`},
	} {
		out, errOut, code := runAnnaIn(t, home, "", append([]string{"settings"}, tt.args...)...)
		if code != tt.code || !strings.Contains(errOut, tt.want) || (tt.want == "") != (errOut == "") {
			t.Errorf("settings %v: exit %d, stdout %q, stderr %q; want exit %d and %q", tt.args, code, out, errOut, tt.code, tt.want)
		}
	}
	data, _ = os.ReadFile(path)
	if want := "# mine\nrate = 3\nnames = \"local\"\nvolume = 70\ntime-control = \"300+3\"\n"; string(data) != want {
		t.Errorf("file:\n%s\nwant:\n%s", data, want)
	}
	out, _, _ = runAnnaIn(t, home, "", "settings")
	if want := "rate = 3\nnames = \"local\"\nvolume = 70\ntime-control = \"300+3\"\n"; !strings.Contains(out, want) {
		t.Errorf("anna settings printed:\n%s\nwant it to list:\n%s", out, want)
	}
	// The flag refuses with the same words.
	_, errOut, _ = runAnnaIn(t, home, "", "--rate", "9")
	if want := `anna: --rate "9": choose 0.5 to 4 (1 is the voice as recorded, 2 twice as fast)` + "\n"; errOut != want {
		t.Errorf("--rate 9: %q, want %q", errOut, want)
	}
}
