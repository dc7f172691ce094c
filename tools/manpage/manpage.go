package main

import (
	"errors"
	"fmt"
	"strings"
)

// help is anna --help taken apart: the first paragraph (what anna is),
// the usage block's entries and the flags.
type help struct {
	about    string
	commands []entry // anna host [flags]: the same, with seats ...
	flags    []entry // --ai VALUE: anna lichess: play ...
}

// entry is a command's form or a flag's, and what it does.
type entry struct{ form, text string }

// parseHelp reads anna --help as printUsage (cmd/anna/usage.go) writes it:
// a paragraph about anna; "Usage: " and one entry a line, its text
// continued under the text column; a blank line; "Flags:" and each flag
// on a line of its own ("  --name VALUE"), its description under it
// indented six spaces.
func parseHelp(text string) (help, error) {
	var h help
	paras := strings.Split(strings.TrimSpace(text), "\n\n")
	if len(paras) < 3 {
		return h, fmt.Errorf("manpage: %d paragraphs in the help, want 3 (about, usage, flags)", len(paras))
	}
	h.about = strings.Join(strings.Fields(paras[0]), " ")
	usage := strings.Split(paras[1], "\n")
	head, _, ok := strings.Cut(usage[0], "anna")
	if !ok || !strings.HasSuffix(head, ": ") {
		return h, fmt.Errorf("manpage: the usage block starts %q, want \"Usage: anna\"", usage[0])
	}
	indent := len([]rune(head))
	col, err := textColumn(usage[0])
	if err != nil {
		return h, err
	}
	for i, line := range usage {
		r := []rune(line)
		if i > 0 && (len(r) <= indent || strings.TrimSpace(string(r[:indent])) != "") {
			return h, fmt.Errorf("manpage: %q is not in the usage block's columns", line)
		}
		if r[indent] == ' ' { // what the entry above does, continued
			if len(h.commands) == 0 {
				return h, fmt.Errorf("manpage: %q continues no command", line)
			}
			last := &h.commands[len(h.commands)-1]
			last.text += " " + strings.TrimSpace(line)
			continue
		}
		h.commands = append(h.commands, splitEntry(r, indent, col))
	}
	for _, line := range strings.Split(strings.Join(paras[2:], "\n\n"), "\n")[1:] {
		switch {
		case strings.HasPrefix(line, "  --"):
			h.flags = append(h.flags, entry{form: strings.TrimSpace(line)})
		case strings.HasPrefix(line, "      ") && len(h.flags) > 0:
			last := &h.flags[len(h.flags)-1]
			last.text = strings.TrimSpace(last.text + " " + strings.TrimSpace(line))
		default:
			return h, fmt.Errorf("manpage: %q is neither a flag nor a flag's description", line)
		}
	}
	if len(h.flags) == 0 {
		return h, errors.New("manpage: the help names no flag")
	}
	return h, nil
}

// textColumn is where the usage block's first line says what the command
// does: after the form and two spaces or more.
func textColumn(line string) (int, error) {
	r := []rune(line)
	for i := 1; i+1 < len(r); i++ {
		if r[i-1] == ' ' && r[i] == ' ' && r[i+1] != ' ' {
			return i + 1, nil
		}
	}
	return 0, fmt.Errorf("manpage: %q has no column for what the command does", line)
}

// splitEntry is a usage line's form and the start of what it does: at the
// text column, or where a form wider than the column ends (at two spaces:
// "anna analyze [Optionen] DATEI  die Engine ...").
func splitEntry(r []rune, indent, col int) entry {
	if len(r) <= col {
		return entry{form: strings.TrimSpace(string(r[indent:]))}
	}
	if r[col-1] == ' ' {
		return entry{form: strings.TrimSpace(string(r[indent:col])), text: strings.TrimSpace(string(r[col:]))}
	}
	form, text, _ := strings.Cut(string(r[indent:]), "  ")
	return entry{form: strings.TrimSpace(form), text: strings.TrimSpace(text)}
}

// Page is the man page (man(7) macros) of anna --help's text, for the
// version and the day (YYYY-MM-DD) given: the same text gives the same
// page, byte for byte.
func Page(helpText, version, day string) (string, error) {
	h, err := parseHelp(helpText)
	if err != nil {
		return "", err
	}
	// "anna: chess at the keyboard ... Appendix D. Type moves as ...":
	// the first sentence is the page's NAME line, the rest its DESCRIPTION.
	what, rest, _ := strings.Cut(strings.TrimPrefix(h.about, "anna: "), ". ")
	var b strings.Builder
	b.WriteString(".\\\" Made from anna --help by tools/manpage (scripts/release); do not edit.\n")
	fmt.Fprintf(&b, ".TH ANNA 1 %s %s \"anna manual\"\n", quoted(day), quoted("anna "+version))
	// No hyphenation and a ragged right margin: a word split at a line's end
	// is read as two by a screen reader or a braille display.
	b.WriteString(".nh\n.ad l\n")
	b.WriteString(".SH NAME\n")
	b.WriteString("anna \\- " + roffText(strings.TrimSuffix(what, ".")) + "\n")
	b.WriteString(".SH SYNOPSIS\n")
	for i, c := range h.commands {
		if i > 0 {
			b.WriteString(".br\n")
		}
		b.WriteString(form(c.form) + "\n")
	}
	b.WriteString(".SH DESCRIPTION\n")
	b.WriteString(roffText(rest) + "\n")
	b.WriteString(".SH COMMANDS\n")
	for _, c := range h.commands {
		tagged(&b, c)
	}
	b.WriteString(".SH OPTIONS\n")
	for _, f := range h.flags {
		tagged(&b, f)
	}
	b.WriteString(".SH SEE ALSO\n")
	b.WriteString(roffText("README.md and the guides in docs/ beside it: in /usr/share/doc/anna where the Debian package installed anna.") + "\n")
	return b.String(), nil
}

// tagged writes a command or a flag as a tagged paragraph: the form, and
// under it what it does (no line when it says nothing: an empty line is a
// paragraph of its own to roff).
func tagged(b *strings.Builder, e entry) {
	b.WriteString(".TP\n" + form(e.form) + "\n")
	if e.text != "" {
		b.WriteString(roffText(e.text) + "\n")
	}
}

// form is a command's or a flag's form in the man pages' type: what is
// typed as it is in bold (anna, host, --seat), what stands for a value in
// italics (FILE, HOST[:PORT], VALUE), [flags] as it is.
func form(f string) string {
	words := strings.Fields(f)
	for i, w := range words {
		switch {
		case strings.HasPrefix(w, "["):
			words[i] = roffText(w)
		case w == strings.ToUpper(w):
			words[i] = `\fI` + roffText(w) + `\fR`
		default:
			words[i] = `\fB` + roffText(w) + `\fR`
		}
	}
	return strings.Join(words, " ")
}

// roffText is text as roff prints it: a backslash is the escape character,
// a line starting with a dot or an apostrophe would be a request, and a
// plain "-" is a hyphen, which groff writes as U+2010 on a UTF-8 terminal
// (a flag copied from the page would not work): \- is the minus sign,
// typed as "-".
func roffText(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	s = strings.ReplaceAll(s, "-", `\-`)
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		s = `\&` + s
	}
	return s
}

// quoted is a macro's argument in double quotes (a quote inside doubled,
// as groff reads it).
func quoted(s string) string {
	return `"` + strings.ReplaceAll(roffText(s), `"`, `""`) + `"`
}
