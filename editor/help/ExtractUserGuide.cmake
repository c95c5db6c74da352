# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DREADME=<README.md> -DOUTPUT=<user-guide.md> -P ExtractUserGuide.cmake
# Writes the README's editor chapter ("## The editor" up to the next "## " chapter) as the user
# guide that Help › User Guide shows, so the guide is always the README of the same build.
file(STRINGS "${README}" lines ENCODING UTF-8)
set(inside FALSE)
set(guide "")
foreach(line IN LISTS lines)
    if(line MATCHES "^## ")
        if(line STREQUAL "## The editor")
            set(inside TRUE)
        elseif(inside)
            break()
        endif()
    endif()
    if(inside)
        string(APPEND guide "${line}\n")
    endif()
endforeach()
if(guide STREQUAL "")
    message(FATAL_ERROR "${README} has no '## The editor' chapter for the user guide")
endif()
file(WRITE "${OUTPUT}" "${guide}")
