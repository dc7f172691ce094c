package speech

import (
	"embed"
	"reflect"
	"sync"
	"unsafe"
)

// inPlace maps each embedded file (the clips, clips/..., and the
// languages, lang/...) to its bytes where the program holds them, in
// read-only data. embed.FS copies a file on every read, and a copy touches
// the pages around the file, which then stay resident (see release); read
// in place, a file is used from its own pages, which are then given back.
// embed.FS keeps its list of files unexported, so it is read by reflection,
// by field name; should a Go release store it otherwise, the map is empty
// and files are read by copy, as before.
var inPlace = sync.OnceValue(func() map[string]string {
	out := map[string]string{}
	for _, fsys := range []*embed.FS{&clipFiles, &langFiles} {
		if !readInPlace(fsys, out) {
			return nil
		}
	}
	return out
})

func readInPlace(fsys *embed.FS, out map[string]string) bool {
	files := reflect.ValueOf(fsys).Elem().FieldByName("files")
	if !files.IsValid() || files.Kind() != reflect.Pointer || files.IsNil() || files.Elem().Kind() != reflect.Slice {
		return false
	}
	list := files.Elem()
	for i := range list.Len() {
		f := list.Index(i)
		if f.Kind() != reflect.Struct {
			return false
		}
		name, data := f.FieldByName("name"), f.FieldByName("data")
		if !name.IsValid() || !data.IsValid() || name.Kind() != reflect.String || data.Kind() != reflect.String {
			return false
		}
		out[name.String()] = data.String()
	}
	return true
}

// embedded are the bytes of an embedded file: in place when it can, else a
// copy. inplace reports which; bytes in place must never be written.
func embedded(fsys *embed.FS, path string) (data []byte, inplace bool, err error) {
	if s, ok := inPlace()[path]; ok {
		return unsafe.Slice(unsafe.StringData(s), len(s)), true, nil
	}
	data, err = fsys.ReadFile(path)
	return data, false, err
}
